import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { card } from '../../theme/patterns.css';

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
