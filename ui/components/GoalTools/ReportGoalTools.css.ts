import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { card as section } from '../../theme/patterns.css';

export const note = style({ margin: 0, color: vars.color.textMuted });
