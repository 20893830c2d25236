import type { Meta, StoryObj } from '@storybook/react-vite';
import { DebtChart } from '../../ui/components/DebtChart/DebtChart';
import { annuity, withOverpayments } from '../fixtures';
import { RESULTS, SETTINGS } from '../controls';
import { settingsAndResult } from '../scenarioBlocks';

/**
 * The block's own Docs page, with its props. Its renders are tested in
 * Components/ScenarioReport; here they are not run again ('!test'), only shown (and checked
 * by axe on the built Docs page in `npm test`).
 */
const meta = {
  title: 'Components/DebtChart',
  component: DebtChart,
  tags: ['!test'],
  args: settingsAndResult(withOverpayments),
  argTypes: { settings: SETTINGS, result: RESULTS },
  parameters: {
    docs: {
      description: {
        component:
          'Wykres „Pozostały dług” z nadpłatami i bez nich (issue 11); w raporcie symulacji z nadpłatami. Linie biorą kolory i kreski z Foundations → Kolory wykresów, z tekstową alternatywą. Wybierając symulację, zmień razem ustawienia i wynik.',
      },
    },
  },
} satisfies Meta<typeof DebtChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scenario: Story = {};

export const PlainAnnuity: Story = { args: settingsAndResult(annuity) };
