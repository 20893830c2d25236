import { style } from '@vanilla-extract/css';
import { inlineList } from '../../theme/patterns.css';
import { vars } from '../../theme/vars.css';

export const list = style([
  inlineList,
  { gap: `${vars.space.xxs} ${vars.space.md}`, color: vars.color.onHeader },
]);

export const item = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The place kept for the rate: as wide as its text, drawn from `data-place`, and invisible. */
export const ratePlace = style([
  item,
  { visibility: 'hidden', '::before': { content: 'attr(data-place)' } },
]);
