import { style } from '@vanilla-extract/css';
import { card, noPrint } from '../../theme/patterns.css';
import { vars } from '../../theme/vars.css';

// An interactive tool: a printed report has no use for it.
export const section = style([card, noPrint]);

export const note = style({ margin: 0, color: vars.color.textMuted });
