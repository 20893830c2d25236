import type { Preview } from '@storybook/react-vite';
import { VIEWPORTS } from '../stories/viewports';
import { WaitForScreen } from '../ui/runtime/nearScreen';
import '../ui/theme';
import './preview.css';

/** Every story sees the same clock, so dates in screenshots never move. */
export const FROZEN_NOW = Date.UTC(2026, 2, 5, 9, 30, 15);

declare global {
  // Set by .storybook/vitest.setup.ts only when stories run as Vitest browser tests.
  var __matchStoryScreenshot: ((element: HTMLElement) => Promise<void>) | undefined;
}

const preview: Preview = {
  // Every component and island gets a Docs page: its props (from the JSDoc), stories and notes.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test. Violations and items to review list every node;
    // rules that pass list one example node, not all (a 480-row report's full axe result is 2.7 MB,
    // which every story test carried to Vitest: 70 MB in all).
    a11y: { test: 'error', options: { resultTypes: ['violations', 'incomplete'] } },
    // The toolbar's presets; stories pick one through the `viewport` global (stories/viewports.ts).
    viewport: { options: VIEWPORTS },
    controls: { sort: 'requiredFirst', expanded: true },
    docs: { toc: { headingSelector: 'h2, h3' } },
    // The designer's order: the foundations and the words first, whole screens, then the parts.
    options: { storySort: { order: ['Foundations', 'Copy', 'Screens', 'Components', 'Islands'] } },
  },
  // Charts below the screen are drawn when the borrower scrolls near them (WaitForScreen); in
  // stories and their screenshots every chart of a long page is drawn at once.
  decorators: [
    (Story) => (
      <WaitForScreen value={false}>
        <Story />
      </WaitForScreen>
    ),
  ],
  beforeEach() {
    const realNow = Date.now;
    Date.now = () => FROZEN_NOW;
    return () => {
      Date.now = realNow;
    };
  },
  // Screenshots are opt-in. `parameters.screenshot: true` compares the story's root with its
  // committed baseline, `'page'` the whole page (a dialog renders in a portal outside the root).
  // A story takes one only for what nothing but pixels shows: a chart's canvas, a screen's layout
  // at 360 and 1280 px or a component's at 360 px, print styles, focus rings, a dialog over the
  // page, a tone's colours, icons, the Foundations' swatches and type; one or two per component.
  // Every other state (a message, a disabled, expanded or checked control, an empty list) is
  // checked in `play` by its text and roles. A story that stops taking one has its PNG deleted.
  async afterEach({ canvasElement, parameters }) {
    const screenshot = parameters['screenshot'] as boolean | 'page' | undefined;
    if (screenshot !== true && screenshot !== 'page') return;
    await globalThis.__matchStoryScreenshot?.(
      screenshot === 'page' ? document.body : canvasElement,
    );
  },
};

export default preview;
