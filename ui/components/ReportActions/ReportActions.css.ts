import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { noPrint } from '../../theme/patterns.css';

export const actions = style([noPrint, { display: 'grid', gap: vars.space.sm, minWidth: 0 }]);

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  fontWeight: vars.font.weightBold,
});

export const status = style({ minWidth: 0 });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const manual = style({ display: 'grid', gap: vars.space.xs, maxWidth: '40rem' });

export const linkField = style({
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  minHeight: vars.size.touchTarget,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  width: '100%',
});
