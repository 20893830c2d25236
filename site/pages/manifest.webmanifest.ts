import type { APIRoute } from 'astro';
import icon192 from '../public/icons/icon-192.png?inline';
import { APP_COPY } from '../../ui/domain/copy';
import { tokens } from '../../ui/theme/tokens';

/*
 * The 192 px icon travels inside the manifest (2,7 KB of PNG as base64). Chromium fetches the
 * manifest and that icon as every page loads, to know whether the site can be installed; as a
 * request of its own on a connection of its own, it often ended before the first frame on screen,
 * and Lighthouse's simulation then counted it into LCP: 0,90 s instead of 0,66-0,76 s on a page
 * whose largest text is in the served HTML (docs/performance.md).
 */
/** The PNGs scripts/icons.mjs draws from the favicon, at the sizes browsers ask for. */
const ICONS = [
  { src: icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
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
