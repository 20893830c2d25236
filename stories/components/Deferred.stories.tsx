import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeferParts, Deferred } from '../../ui/runtime/Deferred';
import { NO_CONTROL } from '../controls';
import { deferredPartsDrawn } from '../deferredParts';

const meta = {
  title: 'Components/Deferred',
  component: Deferred,
  args: {
    children: <p>Część raportu pod pierwszym ekranem, rysowana, gdy przeglądarka ma chwilę.</p>,
  },
  argTypes: { children: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Wraps a part of a long page (the report’s charts and sections below the schedule). ' +
          'Until the browser is idle after the first paint it keeps an empty, unannounced box; ' +
          'then it draws the part as a transition. Before printing it draws at once. Nothing ' +
          'visible distinguishes it once drawn.',
      },
    },
  },
} satisfies Meta<typeof Deferred>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part arrives on its own once the browser is idle, and no placeholder is left. */
export const DrawnWhenIdle: Story = {
  play: async ({ canvasElement }) => {
    await deferredPartsDrawn(canvasElement);
    await expect(
      within(canvasElement).getByText(/Część raportu pod pierwszym ekranem/),
    ).toBeVisible();
  },
};

/** With deferring switched off (as a whole report rendered to a string needs), drawn at once. */
export const NotDeferred: Story = {
  render: (args) => (
    <DeferParts value={false}>
      <Deferred {...args} />
    </DeferParts>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-deferred]')).toBeNull();
    await expect(
      within(canvasElement).getByText(/Część raportu pod pierwszym ekranem/),
    ).toBeVisible();
  },
};
