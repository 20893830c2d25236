// A stand-in for the CORS proxy that answers the NBP and GUS feeds from the shipped fixtures, so
// gates that run the built site in Lighthouse exercise the rates banner without the internet. A
// site built with PUBLIC_CORS_PROXY=http://127.0.0.1:<port>/?url={url} (`npm run
// lighthouse:build`) fetches its feeds from here.
import { createServer } from 'node:http';
import { FIXTURE_FEEDS, gusRowsForYear } from '../e2e/feeds.ts';

const NBP_URL = 'https://static.nbp.pl/dane/stopy/stopy_procentowe.xml';
const GUS_HOST = 'api-sdp.stat.gov.pl';

/** The port the Lighthouse build bakes in; LIGHTHOUSE_FEED_PORT moves it off a busy one. */
const FEED_PROXY_PORT = Number(process.env.LIGHTHOUSE_FEED_PORT ?? 4599);

/** Starts the fixture proxy on 127.0.0.1:`port`; resolves with the server. */
export async function startFeedProxy(port = FEED_PROXY_PORT) {
  const server = createServer((request, response) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    let feed;
    try {
      feed = new URL(new URL(request.url ?? '/', 'http://x').searchParams.get('url') ?? '');
    } catch {
      feed = undefined;
    }
    if (feed?.href === NBP_URL) {
      response.writeHead(200, { ...headers, 'Content-Type': 'application/xml; charset=utf-8' });
      response.end(FIXTURE_FEEDS.nbp.body);
    } else if (feed?.hostname === GUS_HOST && /^\d{4}$/.test(feed.searchParams.get('id-rok'))) {
      // The fixture holds January and February 2026; the page asks for the current year.
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(gusRowsForYear(Number(feed.searchParams.get('id-rok'))));
    } else {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`feed fixtures: cannot listen on 127.0.0.1:${port} (${error.message})`)),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return { server };
}
