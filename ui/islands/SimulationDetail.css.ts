import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const report = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const headline = style({ margin: 0 });

export const pending = style({ minHeight: '100vh' });
