import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** A surface at the spec's card elevation 4: the result card and the report's blocks. */
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.card,
  padding: vars.space.lg,
  minWidth: 0,
});

/**
 * The spec's tables (maximum height 440): rows, and on a phone columns, scroll inside the box,
 * so the page itself never scrolls sideways. Pair it with a sticky header.
 */
// A scroll cue (issue 32: at 360 px the tables hid their key figures with no sign that they
// scroll): a shadow on an edge where more lies beyond. The surface-coloured covers scroll with
// the content (`local`) and hide the shadows (`scroll`) at the ends, so a shadow shows only where
// the table goes on; CSS alone, in every browser.
const cover = (to: string) => `linear-gradient(to ${to}, ${vars.color.surface} 40%, transparent)`;
const shadow = (at: string) =>
  `radial-gradient(farthest-side at ${at}, rgba(13, 20, 33, 0.28), transparent)`;

export const scrollRegion = style({
  maxHeight: '440px',
  overflow: 'auto',
  backgroundColor: vars.color.surface,
  backgroundImage: [cover('right'), cover('left'), shadow('0 50%'), shadow('100% 50%')].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '2.5rem 100%, 2.5rem 100%, 0.875rem 100%, 0.875rem 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overscrollBehavior: 'contain',
  '@media': {
    // On paper the whole table is printed, its header repeated on every page.
    print: { maxHeight: 'none', overflow: 'visible', border: 0 },
  },
});

/**
 * What a printed report leaves out: buttons, menus, switches. Important, because it is composed
 * into styles that set their own `display`, which would otherwise win on paper too.
 */
export const noPrint = style({ '@media': { print: { display: 'none !important' } } });

// A clean A4 report (issue 14): no site header, menu, breadcrumb or footer links; cards without
// shadows; charts at the paper's width; sticky parts laid out as ordinary ones.
globalStyle('header, nav, footer, .visually-hidden-print', {
  '@media': { print: { display: 'none' } },
});
globalStyle('body', { '@media': { print: { background: '#fff' } } });
globalStyle('thead', { '@media': { print: { display: 'table-header-group' } } });
globalStyle('th, td', { '@media': { print: { position: 'static' } } });
globalStyle('canvas', { '@media': { print: { maxWidth: '100%', height: 'auto' } } });
globalStyle('section, figure', { '@media': { print: { boxShadow: 'none', breakInside: 'auto' } } });

/** A list laid out as a wrapping row of small items: navigation, legends, the rates banner. */
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
});

/** A definition list of labelled figures, one under another (the report's summaries). */
export const figureList = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const figureItem = style({ display: 'grid', gap: vars.space.xxs });

export const figureTerm = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
