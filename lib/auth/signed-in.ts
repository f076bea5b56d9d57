/**
 * Whether this browser holds a session, judged cheaply from Amplify's readable
 * `LastAuthUser` cookie (the server still verifies the tokens before showing anything).
 * Any app client's cookie counts: static pages do not know the run-time client id, and a
 * wrong guess only costs loading Amplify to ask.
 */
export function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader
    .split(/;\s*/)
    .some((pair) => /^CognitoIdentityServiceProvider\.[^.=]+\.LastAuthUser=./.test(pair));
}
