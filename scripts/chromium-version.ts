// The Chromium the screenshot baselines were reviewed with, recorded beside them in
// stories/__screenshots__/CHROMIUM_VERSION. Debian's Chromium is not pinned: when apt brings a new
// one, its rendering may move, and the baselines are to be re-reviewed, not accepted blindly.
//
//   node scripts/chromium-version.ts          prints the running and the recorded version
//   node scripts/chromium-version.ts --write  records the running one (after the re-review)
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromiumPath } from './chromium.ts';

/** Where the reviewed version is recorded. */
const VERSION_FILE = fileURLToPath(
  new URL('../stories/__screenshots__/CHROMIUM_VERSION', import.meta.url),
);

/** The running Chromium's version, e.g. `Chromium 156.0.8078.79`, from `chromium --version`. */
export async function runningChromiumVersion(path = chromiumPath): Promise<string> {
  const { stdout } = await promisify(execFile)(path, ['--version']);
  const found = /Chromium\s+[\d.]+/.exec(stdout);
  if (found === null) throw new Error(`${path} --version said no Chromium version: ${stdout}`);
  return found[0];
}

/** The version the baselines were last reviewed with, or null before any was recorded. */
export async function recordedChromiumVersion(): Promise<string | null> {
  try {
    return (await readFile(VERSION_FILE, 'utf8')).trim();
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const running = await runningChromiumVersion();
  if (process.argv.includes('--write')) {
    await writeFile(VERSION_FILE, `${running}\n`);
    console.log(`Recorded ${running} in ${VERSION_FILE}.`);
  } else {
    console.log(`Running:  ${running}\nRecorded: ${(await recordedChromiumVersion()) ?? 'none'}`);
  }
}
