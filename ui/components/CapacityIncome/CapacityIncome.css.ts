import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { card } from '../../theme/patterns.css';

/** One field, no wider than a column of the form's grid. */
export const field = style({ maxWidth: '22rem' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const answer = style({ margin: 0, fontWeight: vars.font.weightBold });
