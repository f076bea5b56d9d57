/**
 * `token` with one character of its last part changed (after the last `.` of a JWT or `/` of a
 * link): the part's first character, never to itself. Not the last character: in base64url the
 * last one may carry unused bits, so changing it can leave the decoded token whole and a test
 * of tampering pass by luck.
 */
export function alteredToken(token: string): string {
  const at = Math.max(token.lastIndexOf('.'), token.lastIndexOf('/')) + 1;
  const replacement = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
}
