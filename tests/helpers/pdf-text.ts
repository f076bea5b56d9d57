import { execFile } from 'node:child_process';
import path from 'node:path';

const reader = path.join(__dirname, 'pdf-text-reader.mjs');

/**
 * The text of a PDF's pages as a reader (or a screen reader) gets it, through Mozilla's pdf.js:
 * a document whose words were drawn as shapes, or in the wrong encoding, reads wrong here.
 */
export function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [reader],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Reading the PDF failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin!.end(bytes);
  });
}
