import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_UP_WAIT_MS, warmIntlInWorker, warmIntlOffThread } from './intlWarmUp';

afterEach(() => {
  vi.useRealTimers();
});

/** A stand-in worker that never answers on its own. */
class SilentWorker extends EventTarget {
  terminated = false;
  terminate() {
    this.terminated = true;
  }
}

describe('warmIntlInWorker', () => {
  it("runs the worker, which formats with the pages' formats and answers", async () => {
    const answers: unknown[] = [];
    const errors: unknown[] = [];
    let worker: Worker | undefined;
    await warmIntlInWorker(() => {
      worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), {
        type: 'module',
      });
      worker.addEventListener('message', (event) => answers.push(event.data));
      worker.addEventListener('error', (event) => errors.push(event.message));
      return worker;
    });
    expect(errors).toEqual([]);
    expect(answers).toEqual(['ready']);
    worker?.terminate();
  });

  it('leaves a worker that answered to end with the page (ending it asks for an update)', async () => {
    const worker = new SilentWorker();
    const warmed = warmIntlInWorker(() => worker as unknown as Worker);
    worker.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
    await expect(warmed).resolves.toBeUndefined();
    expect(worker.terminated).toBe(false);
  });

  it('goes on at once in a browser without workers', async () => {
    await expect(
      warmIntlInWorker(() => {
        throw new ReferenceError('Worker is not defined');
      }),
    ).resolves.toBeUndefined();
  });

  it('goes on when the worker fails (a refused or broken script), and ends it', async () => {
    const worker = new SilentWorker();
    const warmed = warmIntlInWorker(() => worker as unknown as Worker);
    worker.dispatchEvent(new Event('error'));
    await expect(warmed).resolves.toBeUndefined();
    expect(worker.terminated).toBe(true);
  });

  it('goes on when the worker never answers, after a few seconds, and ends it', async () => {
    vi.useFakeTimers();
    const worker = new SilentWorker();
    let settled = false;
    void warmIntlInWorker(() => worker as unknown as Worker).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(INTL_WARM_UP_WAIT_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    expect(worker.terminated).toBe(true);
  });
});

describe('warmIntlOffThread', () => {
  it('starts one worker per page however many islands ask', () => {
    expect(warmIntlOffThread()).toBe(warmIntlOffThread());
  });
});
