export { addressMessage, isReadableAddress, oversizedActionCap } from './address';
export { errors, type ApiErrorBody } from './errors';
export { securityHeaders } from './security-headers';
