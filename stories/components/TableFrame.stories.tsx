import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TableFrame, TableStatus } from '../../ui/components/SimulationTable/TableFrame';
import { NO_CONTROL } from '../controls';

const meta = {
  title: 'Components/SimulationTable/TableFrame',
  component: TableFrame,
  args: { children: null },
  argTypes: { children: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Zatytułowana sekcja tabeli porównawczej, osobny moduł: strona główna pokazuje w niej stan wczytywania, zanim kod tabeli dotrze, albo informację, że zapisanych symulacji nie da się odczytać.',
      },
    },
  },
} satisfies Meta<typeof TableFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', {
    name: 'Tabela porównawcza wykonanych symulacji',
  });

/** The runs are being read: a polite status with the spinner. */
export const Loading: Story = {
  args: { children: <TableStatus status="loading" /> },
  play: async ({ canvasElement }) => {
    await expect(within(section(canvasElement)).getByRole('status')).toHaveTextContent(
      'Wczytywanie zapisanych symulacji...',
    );
  },
};

/** The browser's storage cannot be read: the table says so instead of listing nothing. */
export const Unavailable: Story = {
  args: { children: <TableStatus status="unavailable" /> },
  play: async ({ canvasElement }) => {
    await expect(within(section(canvasElement)).queryByRole('status')).toBeNull();
    await expect(section(canvasElement)).toHaveTextContent(
      'Nie można odczytać zapisanych symulacji w tej przeglądarce. Nowe wyniki nadal możesz obliczyć.',
    );
  },
};
