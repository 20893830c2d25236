import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '../../ui/components/SiteFooter/SiteFooter';
import { PHONE, wholePage } from '../viewports';
import { TEXT } from '../controls';

const articles = [
  { label: 'RRSO – definicja, kalkulacja i znaczenie', href: '/wiki/artykuly/rrso' },
  { label: 'Stopa referencyjna NBP a kredyt hipoteczny', href: '/wiki/artykuly/stopa' },
  { label: 'Wskaźnik inflacji CPI a kredyt hipoteczny', href: '/wiki/artykuly/cpi' },
];

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  parameters: {
    docs: {
      description: {
        component:
          'Stopka: artykuły, polityka prywatności, adres kontaktowy zawsze zaciemniony („małpa”, „kropka”) i prawa autorskie 2025. Astro renderuje ją do HTML przy budowaniu, bez JavaScriptu.',
      },
    },
    layout: 'fullscreen',
  },
  args: { obfuscatedEmail: 'kontakt (małpa) symulator-hipoteczny (kropka) pl', articles },
  argTypes: {
    obfuscatedEmail: TEXT,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/© 2025/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    await expect(canvasElement).not.toHaveTextContent('@');
  },
};

/** Without articles only the privacy policy is linked. */
export const NoArticles: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Polityka prywatności']);
  },
};

/**
 * A long address is shown whole, still without an `@`, and wraps inside its column: at 1200 px it
 * once ran 59 px past the footer's edge.
 */
export const LongAddress: Story = {
  ...wholePage(1200, 400),
  args: {
    obfuscatedEmail:
      'biuro (kropka) obslugi (kropka) klienta (małpa) bardzo-dluga-domena-operatora (kropka) com (kropka) pl',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('bardzo-dluga-domena-operatora (kropka) com');
    await expect(canvasElement).not.toHaveTextContent('@');
    const footer = canvasElement.querySelector('footer') ?? canvasElement;
    const edge = footer.getBoundingClientRect().right;
    // Nothing in the footer reaches past its right edge, and it has nothing to scroll sideways.
    const past = [...footer.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge + 0.5,
    );
    await expect(past.map((element) => element.outerHTML.slice(0, 60))).toEqual([]);
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { label, href } of articles) {
      await expect(canvas.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
