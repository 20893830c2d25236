import { globalStyle, style } from '@vanilla-extract/css';
import { COMPARE_NONE_ATTRIBUTE } from './compareEarly';
import { vars } from '../theme/vars.css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const headline = style({ margin: 0 });

// A screen high: the long comparison that replaces it then moves the footer below the fold.
export const pending = style({ minHeight: '100vh' });

/** A page-wide notice, such as the database having been upgraded in another tab. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
});

/**
 * The served "none chosen" message: hidden, unless the inline script found no run in the address
 * (compareEarly.ts); then it shows in place of the loading frame, exactly where the island's own
 * message will stand after hydration.
 */
export const noneChosenEarly = style({ display: 'none' });
/** The loading frame's parts, hidden on such a visit. */
export const loadingFrame = style({});

globalStyle(`html[${COMPARE_NONE_ATTRIBUTE}] ${noneChosenEarly}`, { display: 'block' });
globalStyle(`html[${COMPARE_NONE_ATTRIBUTE}] ${loadingFrame}`, { display: 'none' });
