import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Heading,
  HEADING_LEVELS,
  HEADING_SIZES,
  HEADING_TONES,
} from '../../ui/components/Heading/Heading';
import { radio, TEXT } from '../controls';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2, children: 'Ustawienia symulacji' },
  argTypes: {
    level: radio(HEADING_LEVELS),
    size: radio(HEADING_SIZES),
    tone: radio(HEADING_TONES),
    children: TEXT,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Tytuł sekcji w jednym stylu motywu. `level` to poziom w dokumencie (`level={2}` → `<h2>`) i zarazem domyślny rozmiar: 1 – nagłówek strony (`xl`), 2 – sekcja (`lg`), 3 i 4 – część sekcji (`md`). `size` zmienia sam wygląd (np. tytuły kolumn stopki to `<h2>` w rozmiarze `md`), `tone="danger"` – tytuł komunikatu o błędzie. Bez marginesów: odstęp wokół tytułu daje kontener (`Stack`).',
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme's sizes, in px at the browser's default 16 px: 1.75, 1.25 and 1 rem. */
const PX = { xl: '28px', lg: '20px', md: '16px' } as const;

/** Each level is its element, in its size, with no margin of its own. */
export const EveryLevel: Story = {
  parameters: { screenshot: true },
  render: () => (
    <div>
      <Heading level={1}>Przeprowadź Symulację Kredytu Hipotecznego</Heading>
      <Heading level={2}>Ustawienia symulacji</Heading>
      <Heading level={3}>Zmiany oprocentowania</Heading>
      <Heading level={4}>Poziom czwarty</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = [PX.xl, PX.lg, PX.md, PX.md];
    for (const [index, level] of HEADING_LEVELS.entries()) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading.tagName).toBe(`H${level}`);
      const style = getComputedStyle(heading);
      await expect(style.fontSize).toBe(sizes[index]);
      await expect(style.marginTop).toBe('0px');
      await expect(style.marginBottom).toBe('0px');
    }
  },
};

/** The footer's column titles: second-level headings in the body text's size. */
export const SizeApartFromLevel: Story = {
  args: { level: 2, size: 'md', children: 'Artykuły' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Artykuły' });
    await expect(getComputedStyle(heading).fontSize).toBe(PX.md);
  },
};

/** The error screen's title: in the theme's danger colour. */
export const Danger: Story = {
  args: { level: 2, tone: 'danger', children: 'Wystąpił nieoczekiwany błąd' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).color).toBe('rgb(179, 38, 30)');
    await expect(getComputedStyle(heading).fontSize).toBe(PX.lg);
  },
};

/** An id and other attributes reach the element, so a section can be labelled by its title. */
export const LabelsItsSection: Story = {
  render: () => (
    <section aria-labelledby="tytul-sekcji">
      <Heading level={2} id="tytul-sekcji">
        Wyniki simulacji
      </Heading>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Wyniki simulacji' }),
    ).toBeInTheDocument();
  },
};
