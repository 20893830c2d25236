import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const textCell = style([cell, { textAlign: 'left' }]);

// The cause is a phrase: it wraps, but never into a column a word wide on a phone.
export const causeCell = style([
  cell,
  { textAlign: 'left', whiteSpace: 'normal', minWidth: '16rem' },
]);

export const headCell = style([
  cell,
  { position: 'sticky', top: 0, zIndex: vars.layer.pinned, background: vars.color.surface },
]);

export const verdict = style({ margin: 0, fontWeight: vars.font.weightBold });

/** A paragraph or list in the result: the stack spaces them, not their own margins. */
export const text = style({ margin: 0 });

// Moved to by `Sprawdź`: the ring shows where the reader now is.
export const heading = style({ outlineOffset: '4px' });
