// Serves the built site from dist/ the way the static host does: files first, then the
// site's own _redirects (a 200 is a rewrite), then the 404 page with status 404.
// PORT and HOST override http://localhost:4321.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './static-host.ts';

const root = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const port = Number.parseInt(process.env.PORT ?? '4321', 10);
const host = process.env.HOST ?? 'localhost';

const server = await createSiteServer(root);

server.listen(port, host, () => {
  console.log(`Symulator: http://${host}:${port}/ (serving ${root})`);
});
