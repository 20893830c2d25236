// A stand-in for the CORS proxy that answers the NBP and GUS feeds from the shipped fixtures, so
// gates that run the built site in a real browser exercise the rates banner without the internet.
// A site built with PUBLIC_CORS_PROXY=feedProxyTemplate(port) fetches its feeds from here.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const fixtures = new URL('../ui/data/fixtures/', import.meta.url);
const NBP_URL = 'https://static.nbp.pl/dane/stopy/stopy_procentowe.xml';
const GUS_HOST = 'api-sdp.stat.gov.pl';

/** The port the Lighthouse build bakes in; LIGHTHOUSE_FEED_PORT moves it off a busy one. */
const FEED_PROXY_PORT = Number(process.env.LIGHTHOUSE_FEED_PORT ?? 4599);

/** The PUBLIC_CORS_PROXY value that points a build at this server. */
const feedProxyTemplate = (port = FEED_PROXY_PORT) => `http://127.0.0.1:${port}/?url={url}`;

/** Starts the fixture proxy on 127.0.0.1:`port`; resolves with the server and its request counts. */
export async function startFeedProxy(port = FEED_PROXY_PORT) {
  const nbp = await readFile(new URL('nbp-stopy-procentowe.xml', fixtures));
  const gus = JSON.parse(await readFile(new URL('gus-cpi-2026.json', fixtures), 'utf8'));
  const hits = { nbp: 0, gus: 0, other: 0 };
  const server = createServer((request, response) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    let feed;
    try {
      feed = new URL(new URL(request.url ?? '/', 'http://x').searchParams.get('url') ?? '');
    } catch {
      feed = undefined;
    }
    if (feed?.href === NBP_URL) {
      hits.nbp += 1;
      response.writeHead(200, { ...headers, 'Content-Type': 'application/xml; charset=utf-8' });
      response.end(nbp);
    } else if (feed?.hostname === GUS_HOST && /^\d{4}$/.test(feed.searchParams.get('id-rok'))) {
      hits.gus += 1;
      // The fixture holds January and February 2026; the page asks for the current year.
      const year = Number(feed.searchParams.get('id-rok'));
      const body = { ...gus, data: gus.data.map((row) => ({ ...row, 'id-daty': year })) };
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    } else {
      hits.other += 1;
      response.writeHead(404, headers).end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`feed fixtures: cannot listen on 127.0.0.1:${port} (${error.message})`)),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return { server, hits };
}

/** Builds the site into `outDir` as `npm run build` does (post-build steps included), with its feeds behind this proxy. */
export async function buildWithFeedFixtures(outDir, port = FEED_PROXY_PORT) {
  process.env.PUBLIC_CORS_PROXY = feedProxyTemplate(port);
  const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
  const built = spawnSync(process.execPath, [astro, 'build', '--outDir', outDir], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`astro build failed:\n${built.stdout}${built.stderr}`);
}
