import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../ui/theme/tokens';
import { CHART_COLOUR_TOKENS, COLOUR_PAIRS, COLOUR_TOKENS } from './colourUses';
import {
  ChartSeries,
  ContrastTable,
  FOUNDATION_SECTIONS,
  FoundationPage,
  tokenPath,
  type TokenGroup,
} from './Foundations';

/**
 * The checks behind the Foundations pages: each section, rendered as the MDX pages render it,
 * must name every token of its group, so a token added to tokens.ts but left off its page fails
 * here. Tests only: the pages themselves are the MDX files beside this one.
 */
const meta = {
  title: 'Foundations/Checks',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story rendering one group's section that fails on any of the group's tokens missing. */
function sectionStory(group: TokenGroup): Story {
  const Section = FOUNDATION_SECTIONS[group];
  return {
    render: () => (
      <FoundationPage>
        <Section />
      </FoundationPage>
    ),
    play: async ({ canvasElement }) => {
      for (const [key, value] of Object.entries(tokens[group])) {
        const path = tokenPath(group, key);
        await expect(within(canvasElement).getByText(path), path).toBeVisible();
        await expect(canvasElement, path).toHaveTextContent(value);
      }
    },
  };
}

// The swatches and the type scale are what only pixels show: these two keep a picture.
export const Colours: Story = { ...sectionStory('color'), parameters: { screenshot: true } };
export const Typography: Story = { ...sectionStory('font'), parameters: { screenshot: true } };
export const Spacing = sectionStory('space');
export const Radii = sectionStory('radius');
export const Elevation = sectionStory('elevation');
export const Sizes = sectionStory('size');
export const Layers = sectionStory('layer');

/** Every colour appears in the contrast table, on at least one background it is used on. */
export const Contrast: Story = {
  render: () => (
    <FoundationPage>
      <ContrastTable />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const used = new Set(COLOUR_PAIRS.flatMap((pair) => [pair.foreground, pair.background]));
    await expect(COLOUR_TOKENS.filter((token) => !used.has(token))).toEqual([]);
    const rows = within(canvasElement).getAllByRole('row');
    // The header row, then one row per pair.
    await expect(rows).toHaveLength(COLOUR_PAIRS.length + 1);
  },
};

/** Every chart colour token is drawn as a chart draws it. */
export const ChartColours: Story = {
  render: () => (
    <FoundationPage>
      <ChartSeries />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    for (const token of CHART_COLOUR_TOKENS) {
      await expect(canvasElement).toHaveTextContent(tokenPath('color', token));
    }
  },
};
