import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { lazyComponent as preloadable } from '../../ui/runtime/lazy';
import { ErrorBoundary } from '../../ui/components/ErrorScreen/ErrorBoundary';

function Panel() {
  return <p>Okno dialogowe, którego kod został właśnie wczytany.</p>;
}

/** A load that takes `ms`, as fetching a chunk over the network does. */
const after = (ms: number) =>
  new Promise<typeof Panel>((resolve) => {
    setTimeout(() => {
      resolve(Panel);
    }, ms);
  });

const preloaded = preloadable(() => after(50));
const onFirstUse = preloadable(() => after(300));
/** While true, every load fails, as it does offline before the service worker has the code. */
let offline = false;
const failsOnce = preloadable(() =>
  offline ? Promise.reject(new Error('Brak sieci')) : after(50),
);

/** A button that mounts the component, as a dialog's first opening does. */
function Opener({ mode }: { mode: 'preloaded' | 'onFirstUse' | 'failsOnce' }) {
  const [opened, setOpened] = useState(0);
  const { Component } =
    mode === 'preloaded' ? preloaded : mode === 'onFirstUse' ? onFirstUse : failsOnce;
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          setOpened((count) => count + 1);
        }}
      >
        Otwórz
      </button>
      {opened > 0 && (
        <ErrorBoundary key={opened} fallback={<p role="alert">Nie udało się wczytać.</p>}>
          <Suspense fallback={<p>Wczytywanie…</p>}>
            <Component />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

const meta = {
  title: 'Components/Preloadable',
  component: Opener,
  args: { mode: 'preloaded' },
  parameters: {
    docs: {
      description: {
        component:
          '`preloadable` is `React.lazy` with a preload that counts: code fetched while the ' +
          'browser is idle renders in the very first render, with no fallback and no 300 ms ' +
          'reveal delay; code not fetched yet shows the Suspense fallback; a failed load is ' +
          'fetched again by the next instance. The dialogs and the result card use it.',
      },
    },
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Preloaded first: the first opening shows the content at once, never the fallback. */
export const Preloaded: Story = {
  beforeEach: async () => {
    await preloaded.preload();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Otwórz' }));
    await expect(canvas.getByText(/Okno dialogowe/)).toBeVisible();
    await expect(canvas.queryByText('Wczytywanie…')).toBeNull();
  },
};

/** Not fetched yet: the fallback shows until the code arrives. */
export const LoadsOnFirstUse: Story = {
  args: { mode: 'onFirstUse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Otwórz' }));
    await expect(canvas.getByText('Wczytywanie…')).toBeVisible();
    await expect(await canvas.findByText(/Okno dialogowe/, {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Offline the load fails and its boundary says so; back online, opening again fetches again. */
export const FailedLoadRetried: Story = {
  args: { mode: 'failsOnce' },
  beforeEach: () => {
    offline = true;
    return () => {
      offline = false;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Otwórz' });
    await userEvent.click(open);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nie udało się wczytać.');
    offline = false;
    await userEvent.click(open);
    await expect(await canvas.findByText(/Okno dialogowe/, {}, { timeout: 3000 })).toBeVisible();
  },
};
