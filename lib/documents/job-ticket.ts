import 'server-only';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { BODY_TOP, BODY_WIDTH, COLOR, FONT, PAGE, printedPage, type PrintedPage } from './page-furniture';
import { qrModules } from './qr';
import { shopNow } from './issue';

/** One order's job ticket: what the press, the finishing table and the packer need to know. */
export type JobTicket = {
  number: string;
  /** The order's console page, which the ticket's QR code opens. */
  consoleUrl: string;
  stage: string;
  customer: { name: string; email: string; phone: string; company?: string; purchaseOrder?: string };
  /** Product, size, material, finish, quantity... as the quote's pages word them. */
  details: { label: string; value: string }[];
  artwork: { fileName?: string; thumbnailPng?: Buffer };
  approvedProofVersion?: number;
  preflight?: { status: string; messages: string[] };
  readyBy: string;
  fulfilment: string;
  address?: string;
  notes: { at: Date; author: string; text: string }[];
};

const SIZE = { number: 22, heading: 11, body: 10, small: 9 } as const;
const GAP = 4;
const QR_SIZE = 96;
const THUMBNAIL_SIZE = 150;
const LABEL_WIDTH = 90;

const noteTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

function drawQr(page: PrintedPage, url: string, x: number, y: number): void {
  const modules = qrModules(url);
  const cell = QR_SIZE / modules.length;
  page.doc.fillColor('#000000');
  modules.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) page.doc.rect(x + column * cell, y + rowIndex * cell, cell, cell).fill();
    }),
  );
}

function heading(page: PrintedPage, title: string, y: number): number {
  y = page.room(y, SIZE.heading + 24);
  page.doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.ink);
  page.text(title, PAGE.margin, y + 6, { width: BODY_WIDTH });
  return y + SIZE.heading + 12;
}

function facts(
  page: PrintedPage,
  rows: { label: string; value: string }[],
  y: number,
  width: number,
): number {
  for (const { label, value } of rows) {
    page.doc.font(FONT.regular).fontSize(SIZE.body);
    const height = Math.max(page.heightOf(value, { width: width - LABEL_WIDTH }), SIZE.body);
    y = page.room(y, height);
    page.doc.font(FONT.bold).fillColor(COLOR.muted);
    page.text(label, PAGE.margin, y, { width: LABEL_WIDTH - 6 });
    page.doc.font(FONT.regular).fillColor(COLOR.ink);
    page.text(value, PAGE.margin + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    y += height + GAP;
  }
  return y;
}

function paragraph(page: PrintedPage, value: string, y: number, size: number = SIZE.body): number {
  page.doc.font(FONT.regular).fontSize(size).fillColor(COLOR.ink);
  const height = page.heightOf(value, { width: BODY_WIDTH });
  y = page.room(y, height);
  page.text(value, PAGE.margin, y, { width: BODY_WIDTH });
  return y + height + GAP;
}

function drawTicket(page: PrintedPage, ticket: JobTicket): void {
  const { doc } = page;
  let y = BODY_TOP;
  doc.font(FONT.bold).fontSize(SIZE.number).fillColor(COLOR.ink);
  page.text(ticket.number, PAGE.margin, y, { width: BODY_WIDTH - QR_SIZE - 12 });
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.muted);
  page.text(`${ticket.stage} · ${ticket.readyBy}`, PAGE.margin, y + SIZE.number + 6, {
    width: BODY_WIDTH - QR_SIZE - 12,
  });
  drawQr(page, ticket.consoleUrl, PAGE.margin + BODY_WIDTH - QR_SIZE, y);
  y += SIZE.number + 6 + SIZE.body + 2 * GAP;

  const { customer } = ticket;
  const factsWidth = ticket.artwork.thumbnailPng
    ? BODY_WIDTH - THUMBNAIL_SIZE - 18
    : BODY_WIDTH - QR_SIZE - 12;
  y = heading(page, 'Customer', y);
  y = facts(
    page,
    [
      { label: 'Name', value: customer.name },
      ...(customer.company ? [{ label: 'Company', value: customer.company }] : []),
      ...(customer.purchaseOrder ? [{ label: 'PO number', value: customer.purchaseOrder }] : []),
      { label: 'E-mail', value: customer.email },
      { label: 'Phone', value: customer.phone },
    ],
    Math.max(y, BODY_TOP + QR_SIZE + GAP),
    factsWidth,
  );

  y = heading(page, 'Job', y);
  const jobTop = y;
  y = facts(
    page,
    [
      ...ticket.details,
      { label: 'Artwork file', value: ticket.artwork.fileName ?? 'Not sent yet' },
      {
        label: 'Approved proof',
        value: ticket.approvedProofVersion ? `Version ${ticket.approvedProofVersion}` : 'None approved yet',
      },
      { label: 'Due', value: ticket.readyBy },
      { label: 'Fulfillment', value: ticket.fulfilment },
      ...(ticket.address ? [{ label: 'Ship to', value: ticket.address }] : []),
    ],
    y,
    factsWidth,
  );
  if (ticket.artwork.thumbnailPng) {
    doc.image(ticket.artwork.thumbnailPng, PAGE.margin + BODY_WIDTH - THUMBNAIL_SIZE, jobTop, {
      fit: [THUMBNAIL_SIZE, THUMBNAIL_SIZE],
      align: 'center',
    });
    y = Math.max(y, jobTop + THUMBNAIL_SIZE + GAP);
  }

  y = heading(page, 'Artwork check', y);
  y = ticket.preflight
    ? paragraph(page, `${ticket.preflight.status}. ${ticket.preflight.messages.join(' ')}`.trim(), y)
    : paragraph(page, 'Not checked.', y);

  if (ticket.notes.length > 0) {
    y = heading(page, 'Staff notes', y);
    for (const note of ticket.notes) {
      y = paragraph(page, `${noteTime.format(note.at)} · ${note.author}`, y, SIZE.small);
      y = paragraph(page, note.text, y);
    }
  }
}

/**
 * Job tickets as one PDF, each ticket starting on a page of its own. `printedAt` heads the
 * file's metadata, so the same tickets printed at the same moment are the same bytes.
 */
export function renderJobTickets(tickets: JobTicket[], printedAt: Date): Promise<Buffer> {
  const title = tickets.length === 1 ? `Job ticket ${tickets[0]!.number}` : 'Job tickets';
  const page = printedPage({ shop: shopNow(), title, issuedAt: printedAt });
  tickets.forEach((ticket, index) => {
    if (index > 0) page.doc.addPage();
    drawTicket(page, ticket);
  });
  return page.finish();
}
