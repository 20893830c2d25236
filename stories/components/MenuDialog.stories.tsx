import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MenuDialog } from '../../ui/components/MenuDialog/MenuDialog';
import { mobileWidth } from '../decorators';

const links = [
  { label: 'Strona główna', href: '/' },
  { label: 'RRSO – definicja, kalkulacja i znaczenie', href: '/wiki/artykuly/rrso' },
  { label: 'Stopa referencyjna NBP', href: '/wiki/artykuly/nbp' },
  { label: 'Inflacja CPI', href: '/wiki/artykuly/cpi' },
  { label: 'Polityka prywatności', href: '/polityka-prywatnosci' },
];

const meta = {
  title: 'Components/MenuDialog',
  component: MenuDialog,
  args: { links, storage: { usage: 1_200_000, quota: 2_100_000_000 } },
  parameters: { layout: 'fullscreen', screenshot: 'page' },
  decorators: [
    (Story) => (
      <div style={{ background: '#0d2b55', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenWithUsage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(dialog).toHaveTextContent(/Zajęte: 1,2\sMB z 2,1\sGB/);
    await expect(within(dialog).getAllByRole('link')).toHaveLength(links.length);
    // Body scrolling is locked while the menu is open.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const OpenWithoutUsage: Story = {
  args: { storage: null, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(dialog).toHaveTextContent('Ta przeglądarka nie podaje');
    await expect(dialog).not.toHaveTextContent('NaN');
  },
};

export const Loading: Story = { args: { storage: undefined, defaultOpen: true } };

export const Mobile: Story = { args: { defaultOpen: true }, decorators: [mobileWidth] };
