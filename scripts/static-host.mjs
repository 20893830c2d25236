// The subset of the Netlify / Cloudflare Pages `_redirects` and `_headers` formats that
// this site uses, so the local server behaves like the production host.

/** Turns a rule path such as `/symulacja/*` into a matcher. */
function pattern(path) {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
  return new RegExp(`^${escaped}$`);
}

/** Parses `_redirects`: `from to [status]` per line, `#` comments. */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10), match: pattern(from) };
    });
}

/** Parses `_headers`: an unindented path line, then indented `Name: value` lines. */
export function parseHeaders(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), match: pattern(raw.trim()), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = raw.indexOf(':');
    if (rule === undefined || colon === -1) continue;
    rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for a path: every matching rule, in file order, later values winning. */
export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (rule.match.test(pathname)) {
      for (const [name, value] of rule.headers) headers[name] = value;
    }
  }
  return headers;
}

/** The first redirect or rewrite whose `from` matches, with `:splat` filled in. */
export function redirectFor(rules, pathname) {
  for (const rule of rules) {
    const found = rule.match.exec(pathname);
    if (found) return { ...rule, to: rule.to.replace(':splat', found[1] ?? '') };
  }
  return undefined;
}
