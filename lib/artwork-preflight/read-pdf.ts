/**
 * A PDF's page count and first page size, read from its uncompressed objects: the page tree's
 * /Count and the first /MediaBox. PDFs that keep these in compressed object streams answer
 * `undefined` for what cannot be seen: this is a check, not a PDF parser.
 */
export type PdfFacts = { pageCount?: number; pageWidthPt?: number; pageHeightPt?: number };

const NUMBER = String.raw`(-?\d+(?:\.\d+)?|-?\.\d+)`;
const MEDIA_BOX = new RegExp(String.raw`/MediaBox\s*\[\s*${NUMBER}\s+${NUMBER}\s+${NUMBER}\s+${NUMBER}\s*\]`);

export function isPdf(bytes: Uint8Array): boolean {
  return String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

export function readPdf(bytes: Uint8Array): PdfFacts | undefined {
  if (!isPdf(bytes)) return undefined;
  // latin1 keeps one character per byte, so binary streams cannot break the text apart.
  const text = new TextDecoder('latin1').decode(bytes);
  const facts: PdfFacts = {};
  const box = MEDIA_BOX.exec(text);
  if (box) {
    const [x1, y1, x2, y2] = box.slice(1).map(Number) as [number, number, number, number];
    facts.pageWidthPt = Math.abs(x2 - x1);
    facts.pageHeightPt = Math.abs(y2 - y1);
  }
  // Each /Pages dictionary is matched on its own (a lazy match never crosses `>>`).
  let pageCount = 0;
  for (const dictionary of text.match(/<<(?:(?!<<|>>)[^])*\/Type\s*\/Pages\b(?:(?!<<|>>)[^])*>>/g) ?? []) {
    const count = /\/Count\s+(\d+)/.exec(dictionary);
    if (count) pageCount = Math.max(pageCount, Number(count[1]));
  }
  if (pageCount > 0) facts.pageCount = pageCount;
  return facts;
}
