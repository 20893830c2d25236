import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minWidth: 0,
});

export const name = style({ fontWeight: vars.font.weightBold });

// A run that left: muted, and marked by words rather than by colour alone.
export const unavailable = style([item, { color: vars.color.textMuted }]);

export const note = style({ flexBasis: '100%', fontSize: vars.font.sizeSm });

/** Holds the swatch's place for a run without a line, so the names stay aligned. */
export const noSwatch = style({ display: 'inline-block', width: '28px', flex: 'none' });

/** A run's own name before its label (issue 32). */
export const runName = style({ fontStyle: 'italic' });
