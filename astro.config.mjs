// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { resolveSiteUrl } from './site/lib/config.ts';
import { postbuild } from './site/integrations/postbuild.ts';
import { resolveCorsProxy } from './ui/cors-proxy.ts';

// PUBLIC_* values may come from the shell or from .env files, as Vite reads them.
const env = {
  ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_'),
  ...process.env,
};

// Read here once so an invalid PUBLIC_CORS_PROXY is a build warning; the feeds, the privacy page
// and the CSP read the same value with the same resolver and so fall back to the same default.
resolveCorsProxy(env.PUBLIC_CORS_PROXY, { onInvalid: (message) => console.warn(message) });

/**
 * Adds `client:paint` (site/lib/directives/paint.mjs): hydrate once the page is painted.
 * @type {import('astro').AstroIntegration}
 */
const paintDirective = {
  name: 'client-paint-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'paint', entrypoint: './site/lib/directives/paint.mjs' });
    },
  },
};

export default defineConfig({
  site: resolveSiteUrl(env.PUBLIC_SITE_URL),
  srcDir: './site',
  publicDir: './site/public',
  // Canonical URLs, the sitemap and every link use addresses without a trailing slash.
  trailingSlash: 'never',
  // A few KB of CSS per page, inlined: no render-blocking stylesheet request before first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    paintDirective,
    react(),
    mdx(),
    sitemap({
      // The report and the comparison are private to the browser (noindex), and the 404 is not a
      // page to find.
      filter: (page) =>
        !page.includes('/symulacja') && !page.includes('/porownanie') && !page.includes('/404'),
    }),
    // Last: preloads, CSP and service worker over the files the others have written.
    postbuild({ corsProxy: env.PUBLIC_CORS_PROXY }),
  ],
  vite: {
    plugins: [vanillaExtractPlugin()],
    build: {
      rollupOptions: {
        // Rolldown folds modules shared by some islands into a chunk every island loads, so the
        // home page would fetch the report's and the comparison's code. Each page loads only
        // what its own islands reach (issue 11's 100 KB home budget).
        // ui/domain is pure TypeScript without side effects (ESLint keeps browser APIs out of it),
        // so a module reached only through the domain's barrel, and not used by a page, is left
        // out of that page's chunks.
        treeshake: { moduleSideEffects: (id) => !/[\\/]ui[\\/]domain[\\/]/.test(id) },
        // React, ReactDOM, its scheduler and Astro's React client load on every page with an
        // island, always together: one chunk gzips 1,5 KB smaller than the four Rolldown made
        // (home's eager JS 94,3 -> 92,8 kB, measured with `npm run budgets`).
        output: {
          advancedChunks: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
              // What every island is built from (the runtime, the theme, the data facade, the shared
              // formatting, limits and copy, the primitives) in one chunk, not a dozen of a few
              // hundred bytes each: home's first visit made 49 requests, about 400 B of headers
              // each, and now makes 39 (about 4 KB less), for 0,2 KB more of eager JS. The routes,
              // form copy, Disclosure and LoadingState joined it with the capacity page (issue 35):
              // shared by it and home, they made chunks of their own, and home's eager JS grew
              // 0,6 KB for the split alone. Not the run labels: home reads them only with the
              // records' code, later (in the group, they cost home's first load 0,4 KB).
              {
                name: 'shared',
                test: /[\\/]ui[\\/](runtime[\\/](idle|marks|lazy|earlyTap|useEarlyInput|warmIntl)|theme|hooks[\\/](DataSourceContext|useFeedValue)|data[\\/](browser|index|errors)|domain[\\/](copy[\\/](shared|header|site|form)|format|locale|onFirstUse|months|limits|errors|routes)|components[\\/](Icon|Button|Stack|Heading|ErrorScreen|Disclosure|LoadingState))/,
                minShareCount: 2,
              },
            ],
          },
        },
        // Known Astro 7 noise (withastro/astro#18087): MDX modules carry Astro's own
        // "use astro:head-inject" directive, which the bundler warns about. Harmless.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:'))
            return;
          warn(warning);
        },
      },
    },
  },
  server: { port: 4321 },
  devToolbar: { enabled: false },
});
