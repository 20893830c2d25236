// Review before accepting: every story screenshot that failed in the last Vitest run, as one HTML
// page with the expected (the committed baseline), the actual and the diff image side by side,
// naming the Chromium that took them and the one the baselines were reviewed with.
//
//   node scripts/screenshot-report.mjs [vitest-report.json]
//
// The report is Vitest's JSON report: by default the newer of .reports/npm-test/vitest.json
// (`npm test`) and .reports/vitest.json (a run by hand). The page and copies of the images go to
// .reports/screenshot-review/, so a later run cannot change what is being reviewed.
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordedChromiumVersion, runningChromiumVersion } from './chromium-version.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}.reports/screenshot-review`;

/** The newest of the given files that exists. */
async function newest(paths) {
  const found = [];
  for (const path of paths) {
    try {
      found.push({ path, time: (await stat(path)).mtimeMs });
    } catch {
      // Not written yet.
    }
  }
  return found.sort((a, b) => b.time - a.time)[0]?.path;
}

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
// eslint-disable-next-line no-control-regex -- Vitest's messages are coloured with ANSI escapes.
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The screenshot failures of one test, read from its failure message. */
export function screenshotFailure(message) {
  const text = plain(message);
  if (!text.includes('toMatchScreenshot')) return null;
  const path = (label) => new RegExp(`${label}:\\s*\\n\\s*(\\S+\\.png)`).exec(text)?.[1] ?? null;
  const detail = /Screenshot does not match[^\n]*\n([^\n]*)/.exec(text)?.[1]?.trim() ?? '';
  return {
    reason: /No existing reference/i.test(text)
      ? 'No baseline yet: a new one was written.'
      : detail || 'The screenshot does not match its baseline.',
    expected: path('Reference screenshot'),
    actual: path('Actual screenshot'),
    diff: path('Diff image'),
  };
}

async function main() {
  const reportPath =
    process.argv[2] ??
    (await newest([`${root}.reports/npm-test/vitest.json`, `${root}.reports/vitest.json`]));
  if (reportPath === undefined) {
    console.error('No Vitest report found: run the storybook tests first.');
    process.exit(1);
  }
  const report = JSON.parse(await readFile(reportPath, 'utf8'));
  const failures = [];
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const failure = (test.failureMessages ?? [])
        .map(screenshotFailure)
        .find((found) => found !== null);
      if (failure) {
        failures.push({
          file: relative(root, file.name),
          test: test.fullName,
          meta: test.meta ?? {},
          ...failure,
        });
      }
    }
  }

  const running = await runningChromiumVersion().catch((error) => `unknown (${error.message})`);
  const recorded = (await recordedChromiumVersion()) ?? 'none recorded';
  await rm(out, { recursive: true, force: true });
  await mkdir(`${out}/images`, { recursive: true });

  let counter = 0;
  /** Copies an image into the report, so later runs cannot change what is reviewed. */
  async function keep(path) {
    if (path === null) return null;
    counter += 1;
    const name = `${String(counter).padStart(3, '0')}-${basename(path)}`;
    try {
      await copyFile(path, `${out}/images/${name}`);
      return `images/${name}`;
    } catch {
      return null;
    }
  }

  const sections = [];
  for (const failure of failures) {
    const images = [
      ['Oczekiwany (baseline)', await keep(failure.expected)],
      ['Faktyczny', await keep(failure.actual)],
      ['Różnica', await keep(failure.diff)],
    ];
    const accept =
      failure.actual && failure.expected
        ? `cp '${relative(root, failure.actual)}' '${relative(root, failure.expected)}'`
        : null;
    sections.push(`<section>
  <h2>${escape(failure.file)} › ${escape(failure.test)}</h2>
  <p>${escape(failure.reason)}${failure.meta.storyId ? ` · story <code>${escape(failure.meta.storyId)}</code>` : ''}</p>
  <div class="images">${images
    .map(
      ([label, src]) =>
        `<figure><figcaption>${label}</figcaption>${src ? `<a href="${src}"><img src="${src}" alt="${label}: ${escape(failure.test)}"></a>` : '<p>brak</p>'}</figure>`,
    )
    .join('')}</div>
  ${accept ? `<p>Akceptacja po przejrzeniu: <code>${escape(accept)}</code></p>` : ''}
</section>`);
  }

  const versionNote =
    running === recorded
      ? `Baseline'y przejrzano z tym samym Chromium (${escape(recorded)}).`
      : `<strong>Uwaga: baseline'y przejrzano z ${escape(recorded)}, a testy uruchamia ${escape(running)}.</strong> Przejrzyj je ponownie i zapisz wersję: <code>node scripts/chromium-version.ts --write</code>.`;
  const html = `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<title>Zrzuty ekranu do przejrzenia (${failures.length})</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1a1d23; }
  section { border-top: 1px solid #c9ced8; padding: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: bold; }
  img { max-width: 100%; border: 1px solid #c9ced8; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  code { background: #f6f7f9; padding: 0 .25rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>Zrzuty ekranu do przejrzenia: ${failures.length}</h1>
<p>Chromium uruchamiający testy: <strong>${escape(running)}</strong>. ${versionNote}</p>
<p>Raport Vitest: <code>${escape(relative(root, reportPath))}</code>. W obrazie różnicy czerwone piksele to te, które się zmieniły. Akceptuj tylko zmianę zamierzoną: skopiuj obraz faktyczny na baseline (polecenie pod każdą parą) albo usuń baseline i uruchom <code>npx vitest run --project storybook</code> dwa razy; potem obejrzyj nowy plik i zatwierdź go razem ze zmianą, która go spowodowała.</p>
${sections.join('\n') || '<p>Żaden zrzut ekranu nie odbiega od baseline’u.</p>'}
</body>
</html>
`;
  await writeFile(`${out}/index.html`, html);
  console.log(
    `${failures.length} screenshot(s) to review (Chromium: ${running}; baselines: ${recorded}): ${relative(root, out)}/index.html`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
