import type { Meta, StoryObj } from '@storybook/react-vite';
import { StressTest } from '../../ui/components/StressTest/StressTest';
import { annuity, variableRate } from '../fixtures';
import { RESULTS, SETTINGS } from '../controls';
import { settingsAndResult } from '../scenarioBlocks';

/**
 * The block's own Docs page, with its props. Its renders are tested in
 * Components/ScenarioReport; here they are not run again ('!test'), only shown (and checked
 * by axe on the built Docs page in `npm test`).
 */
const meta = {
  title: 'Components/StressTest',
  component: StressTest,
  tags: ['!test'],
  args: settingsAndResult(variableRate),
  argTypes: { settings: SETTINGS, result: RESULTS },
  parameters: {
    docs: {
      description: {
        component:
          '„Test wzrostu stóp” w każdym raporcie: pierwsza rata i odsetki, gdyby oprocentowanie było wyższe o 1, 2,5 i 5 pkt proc. Na telefonie tabela przewija się w poziomie wewnątrz ramki. Wybierając symulację, zmień razem ustawienia i wynik.',
      },
    },
  },
} satisfies Meta<typeof StressTest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scenario: Story = {};

export const PlainAnnuity: Story = { args: settingsAndResult(annuity) };
