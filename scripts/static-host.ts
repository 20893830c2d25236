// The static host used by `npm start`, `npm run storybook:serve`, e2e and the Lighthouse gate: the subset of the Netlify /
// Cloudflare Pages `_redirects` and `_headers` formats that this site uses, and gzip/brotli as
// production hosts send, so local runs behave like the production host.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** One `_redirects` line: `from to [status]`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  match: RegExp;
}

/** One `_headers` block: a path and its headers; a null value detaches the header (`! Name`). */
export interface HeaderRule {
  path: string;
  match: RegExp;
  headers: [string, string | null][];
}

/** Turns a rule path such as `/symulacja/*` into a matcher. */
function pattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
  return new RegExp(`^${escaped}$`);
}

/** Parses `_redirects`: `from to [status]` per line, `#` comments. */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10), match: pattern(from) };
    });
}

/**
 * Parses `_headers`: an unindented path line, then indented `Name: value` lines, or `! Name`
 * lines (Cloudflare Pages), which detach a header an earlier rule attached; those have value null.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), match: pattern(raw.trim()), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detach = /^\s*!\s*(\S+)\s*$/.exec(raw);
    const colon = raw.indexOf(':');
    if (rule === undefined) continue;
    if (detach?.[1]) rule.headers.push([detach[1], null]);
    else if (colon !== -1) {
      rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers for a path: every matching rule, in file order, later values and detaches winning. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  // By lower-cased name, as header names are case-insensitive.
  const headers = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.match.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) headers.delete(name.toLowerCase());
      else headers.set(name.toLowerCase(), [name, value]);
    }
  }
  return Object.fromEntries(headers.values());
}

/** The first redirect or rewrite whose `from` matches, with `:splat` filled in. */
export function redirectFor(rules: RedirectRule[], pathname: string): RedirectRule | undefined {
  for (const rule of rules) {
    const found = rule.match.exec(pathname);
    if (found) return { ...rule, to: rule.to.replace(':splat', found[1] ?? '') };
  }
  return undefined;
}

const TYPES: Record<string, string> = {
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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg']);

/** An http.Server for a built site: files, then `_redirects`, then 404.html with status 404. */
export async function createSiteServer(root: string): Promise<Server> {
  const readRules = async <T>(name: string, parse: (text: string) => T[]): Promise<T[]> => {
    try {
      return parse(await readFile(join(root, name), 'utf8'));
    } catch {
      return [];
    }
  };
  const redirects = await readRules('_redirects', parseRedirects);
  const headerRules = await readRules('_headers', parseHeaders);
  const compressed = new Map<string, Buffer>();

  async function fileFor(pathname: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const base = normalize(join(root, decoded));
    if (base !== root && !base.startsWith(root + sep)) return undefined;
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

  async function send(
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    status: number,
    pathname: string,
  ): Promise<void> {
    let body: Buffer = await readFile(file);
    const headers: Record<string, string | number> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...headersFor(headerRules, pathname),
    };
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding && COMPRESSIBLE.has(extname(file))) {
      const key = `${encoding}:${file}`;
      let packed = compressed.get(key);
      if (packed === undefined) {
        packed =
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 });
        compressed.set(key, packed);
      }
      body = packed;
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      // Every answer carries the site's security headers, refusals and redirects included.
      const security = headersFor(headerRules, pathname);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { ...security, Allow: 'GET, HEAD' }).end();
        return;
      }
      const file = await fileFor(pathname);
      if (file) {
        await send(request, response, file, 200, pathname);
        return;
      }
      const rule = redirectFor(redirects, pathname);
      const target = rule?.status === 200 ? await fileFor(rule.to) : undefined;
      if (target) {
        await send(request, response, target, 200, pathname);
        return;
      }
      if (rule && rule.status !== 200) {
        response.writeHead(rule.status, { ...security, Location: rule.to }).end();
        return;
      }
      const notFound = await fileFor('/404.html');
      if (notFound) {
        await send(request, response, notFound, 404, pathname);
        return;
      }
      response
        .writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('404');
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  }
  return createServer((request, response) => void answer(request, response));
}

// `node scripts/static-host.ts <dir>` serves a built folder; PORT and HOST override localhost:4321.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? 'dist');
  const [port, host] = [Number(process.env['PORT'] ?? 4321), process.env['HOST'] ?? 'localhost'];
  (await createSiteServer(root)).listen(port, host, () => {
    console.log(`Serving ${root} at http://${host}:${port}/`);
  });
}
