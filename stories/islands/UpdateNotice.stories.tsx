import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMemoryDataSource, type MemoryDataSourceOptions } from '../../ui/data';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { UpdateNotice } from '../../ui/islands/UpdateNotice';

const MESSAGE = 'Dostępna jest nowa wersja strony';

function Island({ data }: { data: MemoryDataSourceOptions }) {
  return (
    <DataSourceProvider value={createMemoryDataSource(data)}>
      {/* A transformed box holds the fixed banner, so the screenshot shows it (see UpdateBanner). */}
      <div style={{ transform: 'translateZ(0)', width: 720, maxWidth: '100%', height: 200 }}>
        <UpdateNotice />
      </div>
    </DataSourceProvider>
  );
}

const meta = {
  title: 'Islands/UpdateNotice',
  component: Island,
  args: { data: { updateAvailable: fn() } },
} satisfies Meta<typeof Island>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new deployment is waiting: the banner appears; Odśwież applies it, once. */
export const UpdateWaiting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGE)).toBeVisible();
    await expect(args.data.updateAvailable).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Odśwież' }));
    await expect(args.data.updateAvailable).toHaveBeenCalledTimes(1);
  },
};

/** Nie teraz hides the banner without applying the update. */
export const Dismissed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nie teraz' }));
    await expect(canvas.queryByText(MESSAGE)).toBeNull();
    await expect(args.data.updateAvailable).not.toHaveBeenCalled();
  },
};

/** The site is up to date: nothing shows. */
export const UpToDate: Story = {
  args: { data: {} },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByText(MESSAGE)).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
