import 'server-only';
import { renderInvoiceOrReceipt } from './invoice-receipt';
import type { IssuedDocument } from './types';

/** The PDF of an issued document, drawn from its stored value alone. */
export function renderDocument(document: IssuedDocument): Promise<Buffer> {
  switch (document.kind) {
    case 'invoice':
    case 'receipt':
      return renderInvoiceOrReceipt(document);
  }
}
