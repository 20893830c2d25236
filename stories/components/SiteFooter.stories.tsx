import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '../../ui/components/SiteFooter/SiteFooter';
import { PHONE } from '../viewports';
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

export const NoArticles: Story = { args: { articles: [] } };

export const LongAddress: Story = {
  args: {
    obfuscatedEmail:
      'biuro (kropka) obslugi (kropka) klienta (małpa) bardzo-dluga-domena-operatora (kropka) com (kropka) pl',
  },
};

export const Mobile: Story = { ...PHONE };
