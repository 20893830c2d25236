import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { actions, checkbox, note as intro, panel as form } from '../Field/FormPanel.css';

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});
