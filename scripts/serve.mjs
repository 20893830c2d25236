// Serves the built site from dist/ the way the static host does: files first, then the
// site's own _redirects (a 200 is a rewrite), then the 404 page with status 404.
// PORT and HOST override http://localhost:4321.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFor, parseHeaders, parseRedirects, redirectFor } from './static-host.mjs';

const root = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const port = Number.parseInt(process.env.PORT ?? '4321', 10);
const host = process.env.HOST ?? 'localhost';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function readRules(name, parse) {
  try {
    return parse(await readFile(join(root, name), 'utf8'));
  } catch {
    return [];
  }
}

const redirects = await readRules('_redirects', parseRedirects);
const headerRules = await readRules('_headers', parseHeaders);

/** The file a URL path names inside dist/, or undefined; never a path outside dist/. */
async function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  // The rule files configure the host; they are not pages.
  if (/[\\/]_(redirects|headers)$/.test(base)) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // Try the next form of the path.
    }
  }
  return undefined;
}

async function send(request, response, file, status, pathname) {
  const body = await readFile(file);
  response.writeHead(status, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    ...headersFor(headerRules, pathname),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const server = createServer(async (request, response) => {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = await fileFor(pathname);
    if (file) return await send(request, response, file, 200, pathname);

    const rule = redirectFor(redirects, pathname);
    if (rule && rule.status === 200) {
      const target = await fileFor(rule.to);
      if (target) return await send(request, response, target, 200, pathname);
    } else if (rule) {
      response.writeHead(rule.status, { Location: rule.to }).end();
      return;
    }

    const notFound = await fileFor('/404.html');
    if (notFound) return await send(request, response, notFound, 404, pathname);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404');
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
});

server.listen(port, host, () => {
  console.log(`Symulator: http://${host}:${port}/ (serving ${root})`);
});
