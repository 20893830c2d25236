import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as deck from '../../ui/domain/copy';
import { CopyDeck, deckGroups } from './CopyDeck';

/** The check behind the Copy page: the whole deck is on it and the spec's texts are marked. */
const meta = {
  title: 'Copy/Checks',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeDeck: Story = {
  render: () => <CopyDeck />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = deckGroups();
    const copyObjects = Object.entries(deck).filter(
      ([name, value]) => typeof value === 'object' && name !== 'SPEC_TEXTS',
    );
    await expect(groups.map((group) => group.name).sort()).toEqual(
      copyObjects.map(([name]) => name).sort(),
    );
    for (const group of groups) {
      await expect(canvas.getByRole('heading', { level: 3, name: group.name })).toBeVisible();
    }
    const marked = canvas
      .getAllByText('Tak – nie zmieniać')
      .map((mark) => mark.closest('tr')?.cells[1]?.textContent);
    for (const text of deck.SPEC_TEXTS) await expect(marked, text).toContain(text);
    // Only the spec's own texts are marked.
    for (const text of marked) await expect(deck.SPEC_TEXTS).toContain(text);
  },
};
