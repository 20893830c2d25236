import type { Meta, StoryObj } from '@storybook/react-vite';
import { CostBreakdown } from '../../ui/components/CostBreakdown/CostBreakdown';
import { annuity, withCosts } from '../fixtures';
import { RESULTS, SETTINGS } from '../controls';
import { settingsAndResult } from '../scenarioBlocks';

/**
 * The block's own Docs page, with its props. Its renders are tested in
 * Components/ScenarioReport; here they are not run again ('!test'), only shown (and checked
 * by axe on the built Docs page in `npm test`).
 */
const meta = {
  title: 'Components/CostBreakdown',
  component: CostBreakdown,
  tags: ['!test'],
  args: settingsAndResult(withCosts),
  argTypes: { settings: SETTINGS, result: RESULTS },
  parameters: {
    docs: {
      description: {
        component:
          'Rozbicie kosztów kredytu (issue 13): każdy koszt z udziałem w całości – prowizja, ubezpieczenie, opłaty, marża pomostowa, odsetki. Pokazywane w raporcie symulacji z kosztami. Wybierając symulację, zmień razem ustawienia i wynik.',
      },
    },
  },
} satisfies Meta<typeof CostBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scenario: Story = {};

export const PlainAnnuity: Story = { args: settingsAndResult(annuity) };
