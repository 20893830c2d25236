// Serves the built Storybook (storybook-static/, from `npm run build-storybook`) the way a static
// host would, with its own _headers: what a designer opens is what would be published.
// PORT and HOST override http://localhost:6007 (6006 is the development Storybook's).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './static-host.ts';

const root = resolve(fileURLToPath(new URL('../storybook-static', import.meta.url)));
const port = Number.parseInt(process.env.PORT ?? '6007', 10);
const host = process.env.HOST ?? 'localhost';

const server = await createSiteServer(root);
server.listen(port, host, () => {
  console.log(`Storybook: http://${host}:${port}/ (serving ${root})`);
});
