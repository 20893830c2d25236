import type { Decorator } from '@storybook/react-vite';

/** Renders the story in a 360 px column, the narrowest phone the site supports. */
export const mobileWidth: Decorator = (Story) => (
  <div style={{ width: 360, maxWidth: '100%' }}>
    <Story />
  </div>
);
