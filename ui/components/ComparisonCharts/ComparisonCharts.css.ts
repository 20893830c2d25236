import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const descriptions = style({ margin: 0, paddingLeft: vars.space.lg });
