import type { APIRoute } from 'astro';
import { APP_COPY } from '../../ui/domain/copy';
import { tokens } from '../../ui/theme/tokens';

/** The PNGs scripts/icons.mjs draws from the favicon, at the sizes browsers ask for. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // Drawn within the safe zone on the header's colour, so a round or squircle mask cuts nothing.
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The web app manifest, in Polish: what a phone shows when the site is installed. Its colours
 * are the theme's, so the splash screen and the title bar match the header.
 */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      id: '/',
      name: APP_COPY.name,
      short_name: APP_COPY.shortName,
      description: APP_COPY.description,
      lang: 'pl',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: tokens.color.headerBackground,
      background_color: tokens.color.background,
      categories: ['finance'],
      icons: ICONS,
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
