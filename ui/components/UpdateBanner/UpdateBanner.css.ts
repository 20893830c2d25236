import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const banner = style({
  // Fixed, so appearing in the middle of a visit moves nothing on the page (no layout shift).
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  // Above the tables' sticky headers and the charts' overlays, below tooltips and dialogs.
  zIndex: vars.layer.banner,
  maxWidth: '40rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.card,
  selectors: {
    // A modal dialog (the menu, a confirmation) locks the page's scroll: the banner would cover
    // the dialog's bottom edge, and could not be used under it anyway.
    'body[data-scroll-locked] &': { display: 'none' },
  },
  '@media': { print: { display: 'none' } },
});

export const message = style({ margin: 0, flex: '1 1 12rem', fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
