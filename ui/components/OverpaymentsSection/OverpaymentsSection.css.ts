import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const row = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.font.weightBold, padding: `0 ${vars.space.xs}` });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'start',
  width: '100%',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const fee = style({ maxWidth: '28rem' });
