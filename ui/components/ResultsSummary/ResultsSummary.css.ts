import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The shared card and figure-list patterns; the report's two summaries look alike on purpose.
export {
  card,
  figureItem as item,
  figureList as list,
  figureTerm as term,
} from '../../theme/patterns.css';

export const value = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const primary = style([value, { fontSize: vars.font.sizeXl, color: vars.color.primary }]);

export const note = style({ margin: 0, color: vars.color.textMuted });
