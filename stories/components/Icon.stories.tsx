import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ICON_NAMES, Icon } from '../../ui/components/Icon/Icon';
import { vars } from '../../ui/theme/vars.css';
import { NO_CONTROL, radio } from '../controls';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'triangleRight' },
  argTypes: { name: radio(ICON_NAMES), className: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Małe kształty (▸, ▾, ✕) rysowane jako SVG w kolorze otaczającego tekstu, o boku 1em, ukryte przed czytnikami ekranu (nazwę ma przycisk, w którym stoją). Nie znaki: żadna z czcionek systemowych ich nie ma, więc przeglądarka szukała dla nich czcionki zastępczej przy pierwszym układzie strony.',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('svg');
    await expect(shape).toHaveAttribute('aria-hidden', 'true');
    await expect(shape).toHaveAttribute('focusable', 'false');
  },
};

/** Every shape at the body size and larger, in the text colour and in the links' colour. */
export const EveryShape: Story = {
  parameters: { screenshot: true },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {ICON_NAMES.map((name) => (
        <p key={name} style={{ display: 'flex', alignItems: 'center', gap: 16, margin: 0 }}>
          <Icon name={name} />
          <span style={{ fontSize: 32, display: 'flex' }}>
            <Icon name={name} />
          </span>
          <span style={{ color: vars.color.primary, fontSize: 24, display: 'flex' }}>
            <Icon name={name} />
          </span>
          <code>{name}</code>
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('svg');
    await expect(shapes).toHaveLength(ICON_NAMES.length * 3);
    for (const shape of shapes) {
      // Drawn, sized by the text, hidden from screen readers and out of the tab order.
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
      await expect(shape).toHaveAttribute('focusable', 'false');
      const { width, height } = shape.getBoundingClientRect();
      const fontSize = Number.parseFloat(getComputedStyle(shape.parentElement ?? shape).fontSize);
      await expect(width).toBeCloseTo(fontSize, 0);
      await expect(height).toBeCloseTo(fontSize, 0);
    }
  },
};
