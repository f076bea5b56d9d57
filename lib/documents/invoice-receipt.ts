import 'server-only';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { formatDollars } from '@/lib/pricing';
import { formatRate } from '@/lib/tax';
import { documentKindLabels, formatDocumentNumber } from './names';
import { BODY_TOP, BODY_WIDTH, COLOR, FONT, PAGE, printedPage, type PrintedPage } from './page-furniture';
import type { IssuedDocument } from './types';

const issueDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
// Calendar days (YYYY-MM-DD) are read at noon UTC and printed in UTC: the same day everywhere.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const formatDay = (day: string) => calendarDay.format(new Date(`${day}T12:00:00Z`));

const money = (cents: number) => formatDollars(cents / 100);
const quantity = new Intl.NumberFormat('en-US');

const LINE_GAP = 4;
const SIZE = { body: 10, small: 9, heading: 11 } as const;

/** Label/value rows, the labels in bold; answers the y below them. */
function facts(page: PrintedPage, rows: [string, string][], x: number, y: number, width: number): number {
  const labelWidth = 86;
  for (const [label, value] of rows) {
    page.doc.fontSize(SIZE.body).font(FONT.regular);
    const height = Math.max(page.heightOf(value, { width: width - labelWidth }), SIZE.body);
    y = page.room(y, height);
    page.doc.font(FONT.bold).fillColor(COLOR.muted);
    page.text(label, x, y, { width: labelWidth - 6 });
    page.doc.font(FONT.regular).fillColor(COLOR.ink);
    page.text(value, x + labelWidth, y, { width: width - labelWidth });
    y += height + LINE_GAP;
  }
  return y;
}

function billTo(document: IssuedDocument): [string, string][] {
  const { customer } = document;
  return [
    ['Customer', customer.name],
    ...(customer.company ? ([['Company', customer.company]] as [string, string][]) : []),
    ['E-mail', customer.email],
    ['Phone', customer.phone],
    ...(customer.purchaseOrder ? ([['PO number', customer.purchaseOrder]] as [string, string][]) : []),
  ];
}

function aboutDocument(document: IssuedDocument): [string, string][] {
  const rows: [string, string][] = [
    [`${documentKindLabels[document.kind]} no.`, formatDocumentNumber(document.number)],
    ['Issued', issueDay.format(new Date(document.issuedAt))],
    ['Quote', document.quoteNumber],
  ];
  if (document.kind === 'invoice') rows.push(['Due', formatDay(document.dueDate)]);
  else rows.push(['Paid on', formatDay(document.payment.paidOn)]);
  return rows;
}

const COLUMNS = [
  { title: 'Description', width: BODY_WIDTH - 250, align: 'left' },
  { title: 'Quantity', width: 70, align: 'right' },
  { title: 'Unit price', width: 90, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
] as const;

function tableRow(page: PrintedPage, cells: readonly string[], y: number, font: string): number {
  page.doc.font(font).fontSize(SIZE.body);
  const height = Math.max(
    ...cells.map((cell, index) => page.heightOf(cell, { width: COLUMNS[index]!.width - 8 })),
  );
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    page.text(cell, index === 0 ? x : x + 8, y, { width: column.width - 8, align: column.align });
    x += column.width;
  });
  return height;
}

function rule(page: PrintedPage, y: number): void {
  page.doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}

/** The lines, with the column titles again on every page the table runs onto. */
function lines(page: PrintedPage, document: IssuedDocument, y: number): number {
  const titles = COLUMNS.map((column) => column.title);
  const header = (at: number) => {
    page.doc.fillColor(COLOR.muted);
    const height = tableRow(page, titles, at, FONT.bold);
    rule(page, at + height + 2);
    page.doc.fillColor(COLOR.ink);
    return at + height + 8;
  };
  y = header(y);
  for (const line of document.lines) {
    const cells = [
      line.description,
      quantity.format(line.quantity),
      money(line.unitPriceCents),
      money(line.amountCents),
    ];
    page.doc.font(FONT.regular).fontSize(SIZE.body);
    const height = page.heightOf(line.description, { width: COLUMNS[0].width - 8 });
    const placed = page.room(y, height);
    if (placed !== y) y = header(placed);
    y += tableRow(page, cells, y, FONT.regular) + LINE_GAP + 2;
  }
  rule(page, y);
  return y + 10;
}

function totals(document: IssuedDocument): [string, string, boolean][] {
  const { tax } = document;
  return [
    ['Subtotal', money(document.subtotalCents), false],
    ...(document.promotion
      ? ([[document.promotion.description, `-${money(document.promotion.amountCents)}`, false]] as [
          string,
          string,
          boolean,
        ][])
      : []),
    'exemptReason' in tax
      ? ['Sales tax (exempt)', money(0), false]
      : [`Sales tax (${formatRate(tax.ratePpm)})`, money(tax.amountCents), false],
    ['Total', money(document.totalCents), true],
    ['Amount paid', money(document.amountPaidCents), false],
    ['Balance due', money(document.balanceDueCents), true],
  ];
}

function totalsBlock(page: PrintedPage, document: IssuedDocument, y: number): number {
  const x = PAGE.margin + BODY_WIDTH / 2;
  const width = BODY_WIDTH / 2;
  const rows = totals(document).map(([label, value, strong]) => {
    page.doc.font(strong ? FONT.bold : FONT.regular).fontSize(SIZE.body);
    const height = Math.max(
      page.heightOf(label, { width: width * 0.55 - 8 }),
      page.heightOf(value, { width: width * 0.45 }),
    );
    return { label, value, strong, height };
  });
  // The figures stay together on one page: a total is never read apart from its subtotal.
  y = page.room(
    y,
    rows.reduce((sum, row) => sum + row.height + LINE_GAP, 0),
  );
  for (const { label, value, strong, height } of rows) {
    page.doc.font(strong ? FONT.bold : FONT.regular).fontSize(SIZE.body);
    page.text(label, x, y, { width: width * 0.55 - 8 });
    page.text(value, x + width * 0.55, y, { width: width * 0.45, align: 'right' });
    y += height + LINE_GAP;
  }
  if ('exemptReason' in document.tax) {
    // The reason is the buyer's certificate: too long for the figures' column, so full width.
    page.doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.ink);
    const note = `Not taxed: ${document.tax.exemptReason}`;
    y = page.room(y + 6, page.heightOf(note, { width: BODY_WIDTH }));
    page.text(note, PAGE.margin, y, { width: BODY_WIDTH });
    y = page.doc.y;
  }
  return y;
}

function paymentBlock(page: PrintedPage, document: IssuedDocument, y: number): number {
  page.doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.ink);
  y = page.room(y + 12, 60);
  if (document.kind === 'receipt') {
    page.text('Payment received', PAGE.margin, y);
    const { payment } = document;
    return facts(
      page,
      [
        ['Method', payment.method],
        ...(payment.reference ? ([['Reference', payment.reference]] as [string, string][]) : []),
      ],
      PAGE.margin,
      y + 18,
      BODY_WIDTH,
    );
  }
  page.text('Thank you for your order', PAGE.margin, y);
  page.doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
  page.text(
    `Please pay the balance due by ${formatDay(document.dueDate)} and quote invoice ` +
      `${formatDocumentNumber(document.number)}. Questions: ${document.shop.phone} or ${document.shop.email}.`,
    PAGE.margin,
    y + 18,
    { width: BODY_WIDTH },
  );
  return page.doc.y;
}

/** An invoice or a receipt as a letter-sized PDF, drawn from the stored value alone. */
export function renderInvoiceOrReceipt(document: IssuedDocument): Promise<Buffer> {
  const title = `${documentKindLabels[document.kind]} ${formatDocumentNumber(document.number)}`;
  const page = printedPage({ shop: document.shop, title, issuedAt: new Date(document.issuedAt) });
  const half = BODY_WIDTH / 2 - 12;
  const left = facts(page, billTo(document), PAGE.margin, BODY_TOP, half);
  const right = facts(page, aboutDocument(document), PAGE.margin + BODY_WIDTH / 2 + 12, BODY_TOP, half);
  let y = lines(page, document, Math.max(left, right) + 18);
  y = totalsBlock(page, document, y);
  paymentBlock(page, document, y);
  return page.finish();
}
