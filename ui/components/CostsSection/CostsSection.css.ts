import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const commission = style({ display: 'grid', gap: vars.space.xs });
