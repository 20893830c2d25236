import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import './global.css';

export { vars } from './vars.css';
export { tokens } from './tokens';
