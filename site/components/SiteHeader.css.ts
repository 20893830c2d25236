import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const header = style({
  background: vars.color.headerBackground,
  color: vars.color.onHeader,
});

export const inner = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const brand = style({
  color: vars.color.onHeader,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  textDecoration: 'none',
  padding: `${vars.space.xs} 0`,
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
});

export const navLink = style({
  color: vars.color.onHeader,
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
});
