import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, registerServiceWorker, SERVICE_WORKER_URL } from './offline';

/** A service worker as the page sees it: a state, and the messages posted to it. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  /** A new deployment's worker starts installing, then finishes. */
  install(): FakeWorker {
    const worker = new FakeWorker('installing');
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    this.installing = null;
    this.waiting = worker;
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration));
}

/** Lets pending promises and due timers run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let container: FakeContainer;
let page: EventTarget & { readyState: DocumentReadyState; visibilityState: string };
let reload: ReturnType<typeof vi.fn>;

/** A page whose load event has not fired yet, in a browser with service workers. */
beforeEach(() => {
  container = new FakeContainer();
  const state: { readyState: DocumentReadyState; visibilityState: string } = {
    readyState: 'loading',
    visibilityState: 'visible',
  };
  page = Object.assign(new EventTarget(), state);
  reload = vi.fn();
  vi.useFakeTimers();
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('document', page);
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { reload } }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Fires the page's load event, then lets the page stay quiet until the worker registers. */
async function load() {
  page.readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  await vi.advanceTimersByTimeAsync(QUIET_MS);
}

describe('registering the service worker', () => {
  it('waits for the load event, so it costs nothing on first paint', async () => {
    registerServiceWorker(() => undefined);
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(container.register).not.toHaveBeenCalled();
    await load();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('then waits for the page to be quiet for QUIET_MS, so it never competes with typing', async () => {
    registerServiceWorker(() => undefined);
    page.readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    // The borrower types and taps: each input starts the wait again.
    for (const type of ['keydown', 'input', 'pointerdown', 'scroll']) {
      await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
      window.dispatchEvent(new Event(type));
    }
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(container.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(container.register).toHaveBeenCalledTimes(1);
    // Once registered, typing changes nothing.
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('registers after a quiet moment on a page that has already loaded', async () => {
    page.readyState = 'complete';
    registerServiceWorker(() => undefined);
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('never registers when stopped before the page loaded, and leaves nothing waiting', async () => {
    registerServiceWorker(() => undefined)();
    await load();
    window.dispatchEvent(new Event('keydown'));
    expect(vi.getTimerCount()).toBe(0);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('never registers when stopped while waiting for a quiet moment', async () => {
    const stop = registerServiceWorker(() => undefined);
    page.readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    stop();
    // Its timer is gone, and a key pressed afterwards starts no new wait.
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('keydown'));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * QUIET_MS);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('waits for an idle moment after the pause where the browser has requestIdleCallback', async () => {
    const idle: (() => void)[] = [];
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    registerServiceWorker(() => undefined);
    await load();
    expect(container.register).not.toHaveBeenCalled();
    idle.shift()?.();
    await settle();
    expect(container.register).toHaveBeenCalledTimes(1);

    // Stopped while the idle moment is still awaited: it is cancelled.
    container.register.mockClear();
    const stop = registerServiceWorker(() => undefined);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    stop();
    expect(cancelIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service workers (an insecure context)', async () => {
    vi.stubGlobal('navigator', {});
    const stop = registerServiceWorker(() => undefined);
    await load();
    expect(stop).not.toThrow();
  });

  it('checks for a new deployment when the tab is shown again', async () => {
    registerServiceWorker(() => undefined);
    await load();
    page.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });
});

describe('a new version', () => {
  it('is not offered on the first install, which takes control without a reload', async () => {
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    await load();
    container.registration.install();
    container.dispatchEvent(new Event('controllerchange'));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is offered when it installs under a controlled page, and nothing reloads by itself', async () => {
    container.controller = new FakeWorker('activated');
    const onUpdate = vi.fn<(apply: () => void) => void>();
    registerServiceWorker(onUpdate);
    await load();
    const next = container.registration.install();
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(next.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    // The visitor presses Odśwież: the new worker takes over, and the page reloads once.
    onUpdate.mock.calls[0]?.[0]();
    expect(next.messages).toEqual(['SKIP_WAITING']);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('installed on an earlier visit is offered as soon as the page registers', async () => {
    container.controller = new FakeWorker('activated');
    container.registration.waiting = new FakeWorker('installed');
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    await load();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('already switched to in another tab only reloads this page', async () => {
    container.controller = new FakeWorker('activated');
    const onUpdate = vi.fn<(apply: () => void) => void>();
    registerServiceWorker(onUpdate);
    await load();
    const next = container.registration.install();
    next.become('activated');
    onUpdate.mock.calls[0]?.[0]();
    expect(next.messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not offered once the listener has stopped', async () => {
    container.controller = new FakeWorker('activated');
    const onUpdate = vi.fn();
    const stop = registerServiceWorker(onUpdate);
    await load();
    stop();
    container.registration.install();
    page.dispatchEvent(new Event('visibilitychange'));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(container.registration.update).not.toHaveBeenCalled();
  });
});
