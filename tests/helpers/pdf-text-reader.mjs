// Reads a PDF from standard input and prints its pages' text as a JSON array. A script of its
// own because pdf.js ships only ES modules, which Jest's CommonJS runtime cannot load.
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  isEvalSupported: false,
  verbosity: VerbosityLevel.ERRORS,
}).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(
    content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
      .join('')
      .replace(/[ \t]+/g, ' '),
  );
}
await pdf.destroy();
process.stdout.write(JSON.stringify(pages));
