import { amplifyCookieName } from '@/lib/auth/cookies';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity/constants';

/** The user's id (`sub`) in an ID token. */
export const subOf = (idToken: string): string =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub as string;

type SignInTokens = { IdToken: string; AccessToken: string; RefreshToken?: string };

/** The cookies Amplify (`ssr: true`) sets after a sign-in, as names and values. */
export function amplifyCookiePairs(tokens: SignInTokens): [name: string, value: string][] {
  const sub = subOf(tokens.IdToken);
  const prefix = `CognitoIdentityServiceProvider.${BUILT_IN_CLIENT_ID}`;
  const pairs: [string, string][] = [
    [`${prefix}.LastAuthUser`, sub],
    [`${prefix}.${sub}.idToken`, tokens.IdToken],
    [`${prefix}.${sub}.accessToken`, tokens.AccessToken],
  ];
  if (tokens.RefreshToken) pairs.push([`${prefix}.${sub}.refreshToken`, tokens.RefreshToken]);
  return pairs.map(([name, value]) => [amplifyCookieName(name), value]);
}

/** The same cookies as one Cookie header. */
export function amplifyCookies(tokens: SignInTokens): string {
  return amplifyCookiePairs(tokens)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
