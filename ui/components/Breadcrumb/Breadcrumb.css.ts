import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const nav = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '& + &::before': { content: '"›"', color: vars.color.textMuted },
  },
});

export const link = style({
  display: 'inline-block',
  // Keeps the link a comfortable touch target (WCAG 2.2 target size).
  minHeight: '24px',
  color: vars.color.primary,
});
