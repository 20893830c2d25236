import type { APIRoute } from 'astro';

/** Lets every crawler in, keeps the private reports out, and points at the sitemap. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = site === undefined ? '' : `Sitemap: ${new URL('sitemap-index.xml', site).href}\n`;
  return new Response(`User-agent: *\nAllow: /\nDisallow: /symulacja/\n\n${sitemap}`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
