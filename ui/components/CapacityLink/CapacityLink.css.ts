import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const line = style({ margin: `0 0 ${vars.space.md}` });

export const link = style({ color: vars.color.primary, fontWeight: vars.font.weightBold });
