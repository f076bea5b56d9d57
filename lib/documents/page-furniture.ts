import 'server-only';
import PDFDocument from 'pdfkit';
import type { DocumentShop } from './types';
import { winAnsiText } from './win-ansi';

/*
 * What every page the shop prints carries, whatever the document (invoice, receipt, and later
 * proofs and job tickets): the shop's name and address at the top with the document's title,
 * and its contact and the page number at the bottom. Documents draw only their own body.
 */

/** US Letter in points, with half-inch side margins for home and office printers. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;
/** Where a page's body starts (below the header) and must end (above the footer). */
export const BODY_TOP = 124;
const BODY_BOTTOM = PAGE.height - 72;
export const BODY_WIDTH = PAGE.width - 2 * PAGE.margin;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const COLOR = { ink: '#0f172a', muted: '#475569', rule: '#cbd5e1' } as const;

export type PrintedPage = {
  /** The document as pdfkit draws it, letter-sized, the header already on its first page. */
  doc: PDFKit.PDFDocument;
  /** Draws the text as WinAnsi the standard fonts can show (see winAnsiText). */
  text: (value: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => void;
  heightOf: (value: string, options?: PDFKit.Mixins.TextOptions) => number;
  /** A new page when `height` points no longer fit below `y`; answers where to draw next. */
  room: (y: number, height: number) => number;
  /** The finished PDF: footers with "Page n of N" drawn, the file's bytes. */
  finish: () => Promise<Buffer>;
};

function drawHeader(page: PrintedPage, shop: DocumentShop, title: string): void {
  const { doc } = page;
  const top = PAGE.margin - 18;
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.ink);
  page.text(shop.name, PAGE.margin, top, { width: BODY_WIDTH * 0.6 });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  page.text(shop.address, PAGE.margin, top + 22, { width: BODY_WIDTH * 0.6 });
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.ink);
  page.text(title, PAGE.margin + BODY_WIDTH * 0.6, top, { width: BODY_WIDTH * 0.4, align: 'right' });
  doc
    .moveTo(PAGE.margin, BODY_TOP - 24)
    .lineTo(PAGE.width - PAGE.margin, BODY_TOP - 24)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
}

function drawFooter(page: PrintedPage, shop: DocumentShop, index: number, count: number): void {
  const { doc } = page;
  const y = PAGE.height - 48;
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
  page.text(`${shop.name} · ${shop.phone} · ${shop.email}`, PAGE.margin, y, {
    width: BODY_WIDTH * 0.75,
    lineBreak: false,
  });
  page.text(`Page ${index + 1} of ${count}`, PAGE.margin + BODY_WIDTH * 0.75, y, {
    width: BODY_WIDTH * 0.25,
    align: 'right',
    lineBreak: false,
  });
}

/**
 * A letter-sized PDF for one of the shop's documents. `title` heads every page (e.g.
 * "Invoice 000123"); `issuedAt` is the file's creation date, so the same document always
 * renders to the same bytes.
 */
export function printedPage({
  shop,
  title,
  issuedAt,
}: {
  shop: DocumentShop;
  title: string;
  issuedAt: Date;
}): PrintedPage {
  const doc = new PDFDocument({
    size: 'LETTER',
    // The body is placed by the document itself; pdfkit's own flow must never add a page.
    margins: { top: BODY_TOP, bottom: 0, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    autoFirstPage: false,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: winAnsiText(title),
      Author: winAnsiText(shop.name),
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const page: PrintedPage = {
    doc,
    text: (value, x, y, options) => void doc.text(winAnsiText(value), x, y, options),
    heightOf: (value, options) => doc.heightOfString(winAnsiText(value), options),
    room: (y, height) => {
      if (y + height <= BODY_BOTTOM) return y;
      doc.addPage();
      return BODY_TOP;
    },
    finish: () => {
      const { start, count } = doc.bufferedPageRange();
      for (let index = start; index < start + count; index += 1) {
        doc.switchToPage(index);
        drawFooter(page, shop, index - start, count);
      }
      doc.end();
      return ended;
    },
  };
  doc.on('pageAdded', () => drawHeader(page, shop, title));
  doc.addPage();
  return page;
}
