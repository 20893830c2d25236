/**
 * A story viewport as tall as a whole page, so that a screenshot holds a story longer than a
 * screen (Chromium leaves whatever lies below the viewport unpainted). The storybook Vitest
 * project applies it through the story's `viewport` global before the story renders.
 */
export function wholePage(width: number, height: number) {
  const name = `strona-${width}x${height}`;
  return {
    parameters: {
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
