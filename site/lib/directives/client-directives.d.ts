// Lets .astro files type-check the project's own client directive.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island once the server-rendered page is painted (./paint.mjs). */
    'client:paint'?: boolean;
  }
}
