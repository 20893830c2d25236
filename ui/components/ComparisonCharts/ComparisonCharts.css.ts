import { style } from '@vanilla-extract/css';
import { card } from '../../theme/patterns.css';
import { vars } from '../../theme/vars.css';

export const section = style([card, { display: 'grid', gap: vars.space.xl }]);

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

export const descriptions = style({ margin: 0, paddingLeft: vars.space.lg });
