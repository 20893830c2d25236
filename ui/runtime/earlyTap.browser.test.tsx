import { act, cleanup, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulationForm } from '../components/SimulationForm/SimulationForm';
import { EARLY_TAP_SCRIPT } from './earlyTap';

// The page as a phone shows it before React hydrates: the server's HTML, with the inline script
// of the page's head listening. Taps land on that HTML; React then takes the same elements over.

let root: Root | null = null;

beforeAll(() => {
  // What the <script> in BaseLayout.astro runs; it listens for the rest of this file's page.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script's own text
  (new Function(EARLY_TAP_SCRIPT) as () => void)();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  cleanup();
});

function serverRendered(): { container: HTMLElement; onSubmit: () => void } {
  const onSubmit = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SimulationForm onSubmit={onSubmit} />);
  document.body.append(container);
  return { container, onSubmit };
}

const toggle = (name: RegExp) => screen.getByRole('button', { name });

describe('taps on the form before it hydrates', () => {
  it('are replayed once it has: an odd number of taps opens a section, an even one does not', async () => {
    const { container, onSubmit } = serverRendered();
    toggle(/^Nadpłaty/).click();
    toggle(/^Nadpłaty/).click();
    toggle(/^Koszty kredytu/).click();
    // Nothing answers them yet.
    expect(toggle(/^Koszty kredytu/).getAttribute('aria-expanded')).toBe('false');

    await act(async () => {
      root = hydrateRoot(container, <SimulationForm onSubmit={onSubmit} />);
      await Promise.resolve();
    });
    expect(toggle(/^Nadpłaty/).getAttribute('aria-expanded')).toBe('false');
    expect(toggle(/^Koszty kredytu/).getAttribute('aria-expanded')).toBe('true');

    // From now on React answers each tap itself, once: none is noted or replayed again.
    act(() => {
      toggle(/^Koszty kredytu/).click();
    });
    expect(toggle(/^Koszty kredytu/).getAttribute('aria-expanded')).toBe('false');
    expect(document.documentElement.getAttributeNames()).not.toContain('data-tapped-koszty');
  });

  it('count once when one lands while React is hydrating (Astro hydrates in a transition)', async () => {
    const { container, onSubmit } = serverRendered();
    startTransition(() => {
      root = hydrateRoot(container, <SimulationForm onSubmit={onSubmit} />);
    });
    // React's listeners are on the island now, but its tree is not hydrated yet: the tap makes
    // React hydrate at once and then answer it; the inline script must not count it as well.
    toggle(/^Koszty kredytu/).click();
    await act(async () => {
      await Promise.resolve();
    });
    expect(toggle(/^Koszty kredytu/).getAttribute('aria-expanded')).toBe('true');
  });

  it('leave a form that was not tapped as the server drew it', async () => {
    const { container, onSubmit } = serverRendered();
    await act(async () => {
      root = hydrateRoot(container, <SimulationForm onSubmit={onSubmit} />);
      await Promise.resolve();
    });
    expect(toggle(/^Nadpłaty/).getAttribute('aria-expanded')).toBe('false');
    expect(toggle(/^Koszty kredytu/).getAttribute('aria-expanded')).toBe('false');
  });
});
