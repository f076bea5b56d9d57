export { qrModules } from './qr';
export { type IssuedDocument } from './types';
export { winAnsiText } from './win-ansi';
