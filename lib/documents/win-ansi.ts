/*
 * The PDF standard fonts (Helvetica) draw WinAnsi text only: Latin-1 plus the typographic
 * characters below. Anything else would print as wrong glyphs, so it is spelled without its
 * accents where Unicode can (Ł has no decomposition, ő has), else replaced with "?".
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function printable(character: string): boolean {
  const code = character.codePointAt(0)!;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return false;
  return code <= 0xff || WIN_ANSI_EXTRAS.has(character);
}

/** `text` in characters the standard fonts can draw; line breaks and tabs become spaces. */
export function winAnsiText(text: string): string {
  let result = '';
  for (const character of text) {
    if (printable(character)) result += character;
    else if (/\s/.test(character)) result += ' ';
    else {
      const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
      result += base && [...base].every(printable) ? base : '?';
    }
  }
  return result;
}
