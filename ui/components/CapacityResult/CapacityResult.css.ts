import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { card } from '../../theme/patterns.css';

export const amount = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const binding = style({ margin: 0, fontWeight: vars.font.weightBold });

export const text = style({ margin: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weightBold });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

/** An amount stays on one line: at 360 px it broke after its decimal comma. */
export const figure = style([
  cell,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const bindingRow = style({ fontWeight: vars.font.weightBold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontWeight: vars.font.weightBold,
});

export const share = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const manual = style({ display: 'grid', gap: vars.space.xs, margin: 0, width: '100%' });
