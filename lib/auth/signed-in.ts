import { amplifyCookieName } from './cookies';

/**
 * Whether this browser holds a session, judged cheaply from Amplify's readable
 * `LastAuthUser` cookie (the server still verifies the tokens before showing anything).
 */
export function hasSessionCookie(clientId: string, cookieHeader: string): boolean {
  const name = amplifyCookieName(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`);
  return cookieHeader.split(/;\s*/).some((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}
