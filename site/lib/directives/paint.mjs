// `client:paint`: hydrate an island as soon as the server-rendered page is on screen.
//
// `client:load` starts fetching the island's JavaScript while the HTML is still being parsed,
// before the page's largest text is painted, so Lighthouse's simulation counts those downloads
// in First and Largest Contentful Paint. `client:idle` waits for the browser to go idle, which on
// a slow phone leaves a tap on the server-rendered Menu button unanswered for seconds. This
// starts the downloads once the parsed page has reached the screen, and hydrates at once.

const frames = (count, then) =>
  count === 0 ? setTimeout(then, 0) : requestAnimationFrame(() => frames(count - 1, then));

/** @type {import('astro').ClientDirective} */
export default function paint(load) {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    // Each island asks for its code in a task of its own. Asked together, in the one callback
    // that sees the page painted, the islands' `import()` calls linked all their modules in one
    // task of 10–30 ms (seen in Lighthouse's traces of the comparison page).
    setTimeout(async () => {
      await (
        await load()
      )();
    }, 0);
  };
  const whenPainted = () => {
    const parsedAt = performance.now();
    // A tab opened in the background paints nothing until it is shown; it hydrates anyway.
    setTimeout(hydrate, 1000);
    const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
    // A page can mark its heading (`elementtiming`): it is on screen once that is painted. The
    // parser may stop after an inline script and a frame show only the header above it, an LCP
    // entry made after parsing that is not yet the page (seen in Lighthouse's runs of home).
    if (types.includes('element') && document.querySelector('[elementtiming]') !== null) {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        void hydrate();
      });
      observer.observe({ type: 'element', buffered: true });
      return;
    }
    if (!types.includes('paint')) {
      frames(2, hydrate);
      return;
    }
    // Paint entries are reported once their frame is on screen, unlike animation frames, whose
    // callbacks can run before the frame they belong to is shown.
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // The parsed page's largest text is on screen.
        if (entry.entryType === 'largest-contentful-paint' && entry.startTime >= parsedAt) {
          void hydrate();
        }
        // Something is on screen; two frames later so is the rest of the parsed page.
        if (entry.name === 'first-contentful-paint') frames(2, hydrate);
      }
      if (started) observer.disconnect();
    });
    for (const type of ['paint', 'largest-contentful-paint'].filter((t) => types.includes(t))) {
      observer.observe({ type, buffered: true });
    }
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', whenPainted, { once: true });
  } else {
    whenPainted();
  }
}
