import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { lazyComponent, lazyModule } from './lazy';

function Greeting({ name }: { name: string }) {
  return <p>Dzień dobry, {name}</p>;
}

/** The markup of one render: the server renderer never waits, so a suspension shows the fallback. */
const render = (Component: ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>Wczytywanie</p>}>
      <Component name="Anna" />
    </Suspense>,
  );

describe('lazyComponent', () => {
  test('after a preload, its very first render shows it, without suspending', async () => {
    let loads = 0;
    const { Component, preload, loaded } = lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    expect(loaded()).toBe(false);
    await expect(preload()).resolves.toBe(true);
    expect(loaded()).toBe(true);
    // This is what a plain React.lazy cannot do: its first render always suspends.
    expect(render(Component)).toContain('Dzień dobry, <!-- -->Anna');
    await preload();
    expect(loads).toBe(1);
  });

  test('suspends while its code is not here, then renders once a first use has loaded it', async () => {
    const { Component } = lazyComponent(() => Promise.resolve(Greeting));
    expect(render(Component)).toContain('Wczytywanie');
    // The first use started the load; let it settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render(Component)).toContain('Anna');
  });

  test('a failed preload is forgotten: it does not throw, and the next one loads', async () => {
    let attempt = 0;
    const { Component, preload } = lazyComponent(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    // It never rejects; it says whether the code is here.
    await expect(preload()).resolves.toBe(false);
    expect(render(Component)).toContain('Wczytywanie');
    await expect(preload()).resolves.toBe(true);
    expect(attempt).toBe(2);
    expect(render(Component)).toContain('Anna');
  });

  test('an instance mounted after a failed load fetches again instead of failing for good', async () => {
    let attempt = 0;
    const { Component } = lazyComponent(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    expect(render(Component)).toContain('Wczytywanie');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A plain React.lazy would throw the stored failure here.
    expect(render(Component)).toContain('Wczytywanie');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempt).toBe(2);
    expect(render(Component)).toContain('Anna');
  });
});

describe('lazyModule', () => {
  test('is not here until loaded, then is here at once, from one fetch however many ask', async () => {
    let fetches = 0;
    const code = lazyModule(() => {
      fetches += 1;
      return Promise.resolve({ answer: 42 });
    });
    expect(code.current()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.current()).toBe(first);
    await code.load();
    expect(fetches).toBe(1);
  });

  test('forgets a failed fetch: the next use asks again', async () => {
    let attempt = 0;
    const code = lazyModule(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('engine');
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe('engine');
    expect(attempt).toBe(2);
  });

  test('preloads without ever rejecting, saying whether the code is here', async () => {
    let attempt = 0;
    const code = lazyModule(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('dialog');
    });
    await expect(code.preload()).resolves.toBe(false);
    await expect(code.preload()).resolves.toBe(true);
    expect(code.current()).toBe('dialog');
  });
});
