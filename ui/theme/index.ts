import './global.css';

export { vars } from './vars.css';
export { tokens } from './tokens';
