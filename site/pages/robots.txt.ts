import type { APIRoute } from 'astro';

/**
 * Lets every crawler in and points at the sitemap. The reports are not disallowed: a crawler must
 * be able to read their `noindex` to keep them out of results.
 */
export const GET: APIRoute = ({ site }) => {
  const sitemap = site === undefined ? '' : `Sitemap: ${new URL('sitemap-index.xml', site).href}\n`;
  return new Response(`User-agent: *\nAllow: /\n\n${sitemap}`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
