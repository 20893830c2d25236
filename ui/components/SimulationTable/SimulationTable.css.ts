import { style } from '@vanilla-extract/css';
import { scrollRegion } from '../../theme/patterns.css';
import { vars } from '../../theme/vars.css';

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

// The region is a size container, so the empty table's note can be as wide as the region shows.
export const scroller = style([scrollRegion, { containerType: 'inline-size' }]);

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.pinned,
  background: vars.color.infoSurface,
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const numericHeader = style([header, { textAlign: 'right' }]);

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  cursor: 'pointer',
});

export const sortIcon = style({ color: vars.color.primary, fontSize: '0.75em' });

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
} as const;

export const date = style({ ...cell, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const labelCell = style({
  ...cell,
  textAlign: 'left',
  fontWeight: 'normal',
  minWidth: '14rem',
});

/** A run's own name, above its label (issue 32). */
export const runName = style({ display: 'block', fontWeight: vars.font.weightBold });

/** The mark of a run whose saved figures differed from the engine's (issue 32). */
export const recomputed = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** A figure's second line: a variable-rate run's highest instalment (issue 32). */
export const secondLine = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const numeric = style({
  ...cell,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

// A row's actions stay in view at the right edge however far the table scrolls sideways (with
// the cost column it is wider than the page at 1280 px, and far wider at 360 px): pinned, on the
// surface, with a shadow where the figures pass beneath it.
const pinnedRight = {
  position: 'sticky',
  right: 0,
  boxShadow: '-6px 0 6px -6px rgba(13, 20, 33, 0.35)',
} as const;

export const actions = style({
  ...cell,
  ...pinnedRight,
  background: vars.color.surface,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  '@media': { print: { position: 'static', boxShadow: 'none' } },
});

/** The actions column's header: pinned to the top and to the right. */
export const actionsHeader = style([
  header,
  { ...pinnedRight, zIndex: vars.layer.pinnedCorner, '@media': { print: { position: 'static' } } },
]);

export const deleteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.danger,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.dangerSurface, borderColor: vars.color.danger },
  },
});

/** A damaged record reads as muted text, so it is not mistaken for a run. */
export const damagedRow = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** The compare button and its hint, above the table. */
export const compareBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const compareHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const selectCell = style({ ...cell, textAlign: 'center', width: '1%' });

// A 24 px box: the smallest target WCAG 2.2 allows, where the browser's default is about 13 px.
export const checkbox = style({
  width: '24px',
  height: '24px',
  margin: 0,
  verticalAlign: 'middle',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** A row's `Użyj jako punkt wyjścia` link, an icon as large as the delete button. */
export const rowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  selectors: { '&:hover': { background: vars.color.infoSurface } },
});

/** The cell of a row standing in for rows of a long list not drawn (see `useRowWindow`). */
export const spacerCell = style({ padding: 0, border: 0 });

export const emptyCell = style({ padding: 0 });

/** The empty table's note: as wide as the region, and kept in view when the table scrolls. */
export const emptyNote = style({
  position: 'sticky',
  left: 0,
  boxSizing: 'border-box',
  width: '100cqi',
  margin: 0,
  padding: vars.space.lg,
});
