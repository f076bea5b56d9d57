import 'server-only';
import { createIdentityService, type IdentityService } from './service';
import { preflightResponse } from './protocol';

export { BUILT_IN_CLIENT_ID, BUILT_IN_USER_POOL_ID } from './constants';
export { createIdentityService } from './service';
export { maskEmail, maskPhone } from './delivery';
export type { IdentityService } from './service';
export type { IdentityDependencies } from './context';
export type { JsonWebKeySet } from './keys';

let instance: IdentityService | undefined;

/** The process's service, on the app's database, clock, limiter and outbox. */
export function identityService(): IdentityService {
  instance ??= createIdentityService();
  return instance;
}

export function handleIdentityRequest(request: Request): Promise<Response> {
  return identityService().handle(request);
}

export function identityPreflight(): Response {
  return preflightResponse();
}

/** The `iss` of every built-in token: `${siteUrl}/api/identity`. */
export function builtInIssuer(): string {
  return identityService().issuer();
}

/** The built-in key set, for verifying tokens in-process without an HTTP call. */
export function builtInJwks() {
  return identityService().jwks();
}
