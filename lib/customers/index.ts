export { customerHref } from './href';
