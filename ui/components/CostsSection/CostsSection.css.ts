import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const intro = style({ margin: 0, color: vars.color.textMuted });
