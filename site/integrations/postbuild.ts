// What `astro build` leaves to do on the written site, in this order: module preloads into the
// pages, then the CSP over their final inline scripts, then the service worker, last because its
// precache version is a hash of every final file. Registered last in astro.config.mjs, so the
// other integrations have written their files; used by every build (npm run build, Lighthouse's).
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeCsp } from './csp.ts';
import { addPreloads } from './preload.ts';
import { writeServiceWorker } from './service-worker.ts';

/** The post-build steps; `corsProxy` is the PUBLIC_CORS_PROXY value the build was given. */
export function postbuild({ corsProxy }: { corsProxy: string | undefined }): AstroIntegration {
  return {
    name: 'postbuild',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir).replace(/\/$/, '');
        const pages = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
        for (const line of await addPreloads(dist, pages)) logger.info(`preload ${line}`);
        logger.info(`csp: ${await writeCsp(dist, pages, corsProxy)}`);
        logger.info(`sw: ${await writeServiceWorker(dist)}`);
      },
    },
  };
}
