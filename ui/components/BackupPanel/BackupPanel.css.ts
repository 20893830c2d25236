import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const panel = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const buttons = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const status = style({ margin: 0, fontWeight: vars.font.weightBold });

/** A failed action's message: the error colour, and a bar beside it, as a field's error reads. */
export const errorStatus = style([
  status,
  {
    color: vars.color.danger,
    borderLeft: `4px solid ${vars.color.danger}`,
    paddingLeft: vars.space.sm,
  },
]);

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
