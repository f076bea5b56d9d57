import type { DocumentKind } from './types';

export const documentKindLabels: Record<DocumentKind, string> = { invoice: 'Invoice', receipt: 'Receipt' };

/** A document number as printed and in file names: six digits, zero-padded (000123). */
export function formatDocumentNumber(number: number): string {
  return String(number).padStart(6, '0');
}

/** The download's file name, e.g. invoice-000123.pdf. */
export function documentFileName(kind: DocumentKind, number: number): string {
  return `${kind}-${formatDocumentNumber(number)}.pdf`;
}

const FILE_NAME = /^(invoice|receipt)-(\d{6,9})\.pdf$/;

/** The kind and number a download's file name names; undefined for anything else. */
export function parseDocumentFileName(name: string): { kind: DocumentKind; number: number } | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  const number = Number(match[2]);
  // Only the canonical spelling: 0000123.pdf is not another name for 000123.pdf.
  if (number < 1 || formatDocumentNumber(number) !== match[2]) return undefined;
  return { kind: match[1] as DocumentKind, number };
}
