import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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

const wide = 'screen and (min-width: 56rem)';

// The rates arrive after the page is shown; their room is kept from the start so nothing
// below them moves (CLS). On a phone they take a row of their own, two lines high, from its top:
// centred, the first rate moved up half a line when the second wrapped below it (CLS 0.0007).
export const banner = style({
  order: 3,
  flexBasis: '100%',
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'flex-start',
  '@media': {
    [wide]: {
      order: 1,
      flexBasis: 'auto',
      flexGrow: 1,
      alignItems: 'center',
      justifyContent: 'flex-end',
      minHeight: 0,
    },
  },
});

export const menu = style({
  order: 2,
  minHeight: vars.size.touchTarget,
  minWidth: '5.5rem',
  display: 'flex',
  justifyContent: 'flex-end',
});

export { inlineList as nav } from '../../theme/patterns.css';

export const navLink = style({
  color: vars.color.onHeader,
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
});
