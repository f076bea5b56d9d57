// One decoder of the character references server-rendered HTML carries: the e2e mailbox helper
// reads a message's text through it.
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `html` text with its `&amp;`-style, decimal and hexadecimal references decoded. */
export function decodeEntities(html) {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number(name.slice(1).replace(/^x/i, '0x')))
      : (NAMED[name] ?? entity),
  );
}
