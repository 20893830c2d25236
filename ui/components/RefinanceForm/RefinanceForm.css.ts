import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { actions, checkbox, note, panel as form } from '../Field/FormPanel.css';

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  // 13rem keeps one column inside a 360 px screen with the form's padding.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
  alignItems: 'start',
});

export const offer = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});
