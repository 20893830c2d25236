import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The theme contract: stable `--color-primary`-style names, so uPlot's canvas can read them too. */
export const vars = createGlobalThemeContract(tokens, (_value, path) => path.join('-'));

createGlobalTheme(':root', vars, tokens);
