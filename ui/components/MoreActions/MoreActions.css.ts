import { style } from '@vanilla-extract/css';
import { noPrint } from '../../theme/patterns.css';
import { vars } from '../../theme/vars.css';

/** Below this width, rows of actions collapse into one `Więcej akcji` menu (issue 31). */
const narrowScreen = 'screen and (max-width: 599.98px)';

/** What only wide screens show: today's buttons, as if the wrapper were not there. */
export const wideOnly = style({
  display: 'contents',
  '@media': { [narrowScreen]: { display: 'none' } },
});

/** What only narrow screens show: the menu's button; never on paper. */
export const narrowOnly = style([
  noPrint,
  { display: 'none', '@media': { [narrowScreen]: { display: 'inline-flex' } } },
]);

/** The menu's button as an icon (⋮), as large as a row's other icon buttons. */
export const iconTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.infoSurface },
  },
});
