import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { noPrint } from '../../theme/patterns.css';

export { scrollRegion as scroller } from '../../theme/patterns.css';

export const table = style({
  width: '100%',
  // Column widths come from the header, so rows added after the first paint never shift them
  // and the browser need not measure every cell; below 44rem the box scrolls sideways instead.
  tableLayout: 'fixed',
  minWidth: '44rem',
  // `separate`: with collapsed borders a sticky header leaves its bottom border behind.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'right',
} as const;

export const header = style({
  ...cell,
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.pinned,
  background: vars.color.infoSurface,
  borderBottom: `2px solid ${vars.color.border}`,
  verticalAlign: 'bottom',
});

// On a phone the columns scroll sideways; the instalment number stays pinned on the left.
const pinned = { position: 'sticky', left: 0, background: vars.color.surface } as const;

export const cornerHeader = style([
  header,
  { left: 0, zIndex: vars.layer.pinnedCorner, width: '5.5rem' },
]);

export const number = style({ ...cell, ...pinned, fontWeight: vars.font.weightRegular });

export const money = style(cell);

export const empty = style({ ...cell, textAlign: 'left', whiteSpace: 'normal' });

export const footerCell = style({
  ...cell,
  borderTop: `2px solid ${vars.color.border}`,
  borderBottom: 0,
  fontWeight: vars.font.weightBold,
});

export const footerNumber = style([footerCell, pinned]);

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The Miesięcznie / Rocznie switch, left off paper. */
export const views = style([noPrint, { display: 'inline-flex', gap: vars.space.xs }]);

export const viewButton = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

/**
 * The view not shown: kept with its layout but skipped in rendering, so showing it again is a
 * style change, not 480 rows laid out anew. Browsers without `content-visibility` hide it.
 */
export const hiddenView = style({
  contentVisibility: 'hidden',
  '@supports': { 'not (content-visibility: hidden)': { display: 'none' } },
  '@media': { print: { display: 'none' } },
});
