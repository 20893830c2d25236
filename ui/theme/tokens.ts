/** Design tokens of the simulator's single light theme; vars.css.ts gives them stable CSS variable names. */
export const tokens = {
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    text: '#1a1d23',
    textMuted: '#4a5160',
    border: '#c9ced8',
    primary: '#0b57d0',
    primaryHover: '#0842a0',
    onPrimary: '#ffffff',
    // Violet: not the error red (a focused field must not look invalid, issue 32), and at least
    // 3:1 against every background the ring is drawn on (WCAG 2.2, 1.4.11): 3,96:1 on white,
    // 3,55:1 on the navy header and footer; stories/foundations/colourUses.test.ts checks each.
    focus: '#a855f7',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    infoSurface: '#e8f0fe',
    headerBackground: '#0d2b55',
    onHeader: '#ffffff',
    disabled: '#8a909c',
    // The spec's chart colours: blue instalment, green principal, red interest.
    chartTotal: '#1f5fd6',
    chartPrincipal: '#1e8a3c',
    chartInterest: '#c62828',
    // Compared runs and other overlaid lines, in order: Okabe and Ito's colour-blind-safe blue,
    // vermillion, bluish green and reddish purple, each at least 3:1 against the white surface.
    chartSeries1: '#0072b2',
    chartSeries2: '#d55e00',
    chartSeries3: '#009e73',
    chartSeries4: '#cc79a7',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  font: {
    // Each platform's own UI font: nothing to download, nothing to swap in, so no layout shift
    // (issue 10); all of them cover Polish letters, typographic quotes and the spaces Intl emits.
    // Not `system-ui`: on Linux it is often DejaVu Sans, wide enough to push the footer past a
    // 360 px screen; Arial's metrics (Liberation Sans there) are what the layout is built for.
    body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'Noto Sans', sans-serif",
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
    weightRegular: '400',
    weightBold: '700',
    lineHeight: '1.5',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
  },
  // The spec's card elevation 4, as a Material-style level-4 shadow.
  elevation: {
    card: '0 2px 4px -1px rgba(0,0,0,.2), 0 4px 5px 0 rgba(0,0,0,.14), 0 1px 10px 0 rgba(0,0,0,.12)',
  },
  // One stacking order for the whole interface (issue 32: the tables' sticky headers painted over
  // the delete dialog and the Menu). Each layer names what it holds; higher paints above.
  layer: {
    /** A sticky table header or pinned column. */
    pinned: '1',
    /** A sticky header's corner cell, above both its row and its column; a chart's cursor overlay. */
    pinnedCorner: '2',
    /** The update banner, fixed at the bottom of the page. */
    banner: '3',
    /** A tooltip beside its control. */
    tooltip: '5',
    /** A dropdown menu (portalled into <body>). */
    menu: '10',
    /** A modal dialog and its backdrop, the side Menu included: above everything on the page. */
    modal: '100',
  },
  size: {
    content: '72rem',
    touchTarget: '44px',
  },
} as const;
