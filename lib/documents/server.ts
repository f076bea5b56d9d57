import 'server-only';

/**
 * The documents the shop prints: numbered invoices and receipts, stored as issued and drawn
 * as PDF on request. One PDF module (pdfkit) with one page furniture for every document.
 *
 * Issuing (for the order's money flow to call):
 * - `issueInvoiceOnce(db or tx, quoteId, content)` at proof approval (or on terms): the quote's
 *   one invoice, the first one's answer on every later call;
 * - `issueDocument(db or tx, 'receipt', quoteId, content)` when a payment is recorded.
 * Pass the transaction that records the approval or payment, so its number is kept only if
 * that commits. The content carries the figures computed elsewhere (lib/tax, lib/payments).
 *
 * Job tickets (lib/tickets) are drawn from the order as it is now, never stored.
 */
export { documentDownload } from './download';
export { documentHref, documentLinks, issueDocument, issueInvoiceOnce, type DocumentLink } from './issue';
export { renderDocument } from './render';
export { renderJobTickets, type JobTicket } from './job-ticket';
export { qrModules } from './qr';
export type { InvoiceContent, IssuedDocument, ReceiptContent } from './types';
