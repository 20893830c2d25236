import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const layout = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
