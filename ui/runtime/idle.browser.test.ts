import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, onIdle, whenQuiet } from './idle';

afterEach(() => {
  vi.useRealTimers();
});

const nextIdle = () =>
  new Promise<void>((resolve) => {
    requestIdleCallback(() => {
      resolve();
    });
  });

describe('onIdle', () => {
  it('runs the work once the browser is idle, not in the task that asked', async () => {
    const ran: string[] = [];
    onIdle(() => ran.push('idle'));
    ran.push('now');
    await nextIdle();
    expect(ran).toEqual(['now', 'idle']);
  });

  it('runs nothing once cancelled', async () => {
    const work = vi.fn();
    const cancel = onIdle(work);
    cancel();
    await nextIdle();
    await nextIdle();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint', () => {
  it('runs after the next frame, in a task of its own', async () => {
    const ran: string[] = [];
    const done = new Promise<void>((resolve) => {
      afterNextPaint(() => {
        ran.push('after paint');
        resolve();
      });
      requestAnimationFrame(() => ran.push('frame'));
    });
    await done;
    expect(ran).toEqual(['frame', 'after paint']);
  });
});

describe('whenQuiet', () => {
  it('waits for the page to go the whole time without a key, and starts again on one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const work = vi.fn();
    const cancel = whenQuiet(work, 1000);
    await vi.advanceTimersByTimeAsync(900);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.advanceTimersByTimeAsync(900);
    expect(work).not.toHaveBeenCalled();
    cancel();
  });

  it('then runs the work in an idle moment', async () => {
    const work = vi.fn();
    whenQuiet(work, 20);
    await vi.waitFor(() => {
      expect(work).toHaveBeenCalledTimes(1);
    });
  });
});
