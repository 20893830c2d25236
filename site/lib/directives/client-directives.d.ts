// Lets .astro files type-check the project's own client directive, and the attribute it watches.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island once the server-rendered page is painted (./paint.mjs). */
    'client:paint'?: boolean;
  }
}

declare global {
  namespace astroHTML.JSX {
    interface HTMLAttributes {
      /** Element Timing: the page's heading, whose paint `client:paint` waits for (./paint.mjs). */
      elementtiming?: string;
    }
  }
}
