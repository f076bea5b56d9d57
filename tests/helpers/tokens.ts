/**
 * `token` with its last character changed, never to itself (a token already ending in the
 * replacement would otherwise stay whole, and a test of tampering pass by luck one time in 64).
 */
export function alteredToken(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
}
