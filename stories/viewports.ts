// The viewports a designer picks from the toolbar, and the ones stories fix for their tests.
// A story sets the `viewport` global; the storybook Vitest project resizes the test browser to
// it before the story renders, so media queries fire exactly as on a phone.

/** The toolbar's presets: the phones the site is checked on (360, 414), a tablet, two desktops. */
export const VIEWPORTS = {
  telefon360: {
    name: 'Telefon 360 px',
    styles: { width: '360px', height: '780px' },
    type: 'mobile',
  },
  telefon414: {
    name: 'Telefon 414 px',
    styles: { width: '414px', height: '896px' },
    type: 'mobile',
  },
  tablet768: {
    name: 'Tablet 768 px',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  laptop1024: {
    name: 'Laptop 1024 px',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
  desktop1280: {
    name: 'Desktop 1280 px',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

/** A toolbar preset's key. */
export type ViewportName = keyof typeof VIEWPORTS;

/** A story's annotation that opens it at a preset, e.g. `...atViewport('telefon360')`. */
function atViewport(name: ViewportName) {
  return { globals: { viewport: { value: name, isRotated: false } } } as const;
}

/** The narrowest phone the site supports, for the `Mobile` stories. */
export const PHONE = atViewport('telefon360');

/**
 * A story viewport as tall as a whole page, so that a screenshot holds a story longer than a
 * screen (Chromium leaves whatever lies below the viewport unpainted). Parameters merge deeply, so
 * the toolbar still offers the presets beside it; `parameters` (e.g. `{ screenshot: true }`) are
 * laid beside the viewport's, as a story spreading this cannot set its own.
 */
export function wholePage(
  width: number,
  height: number,
  parameters: { screenshot?: true | 'page' } = {},
) {
  const name = `strona-${width}x${height}`;
  return {
    parameters: {
      ...parameters,
      viewport: {
        options: {
          [name]: {
            name: `${width} × ${height}`,
            styles: { width: `${width}px`, height: `${height}px` },
            type: width < 600 ? 'mobile' : 'desktop',
          },
        },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  } as const;
}
/** A laptop at 1024 px, where a wide table must still show what matters. */
export const LAPTOP = atViewport('laptop1024');
