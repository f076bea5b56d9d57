export { proofPictureHref } from './names';
export { ARTWORK_CHECKED_BY_HAND, QUARANTINE_ADVICE } from './quarantine';
