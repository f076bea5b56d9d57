import { renderDocument } from './server';
import {
  invoiceContent,
  issuedInvoice,
  issuedReceipt,
  receiptContent,
  stickerLine,
} from '@/tests/helpers/documents';
import { pdfPages } from '@/tests/helpers/pdf-text';

const text = async (document: Parameters<typeof renderDocument>[0]) =>
  pdfPages(await renderDocument(document));

describe('an invoice or receipt as PDF', () => {
  it('prints the shop, the customer, the number, the lines and every figure as real text', async () => {
    const [page, ...more] = await text(issuedInvoice());
    expect(more).toHaveLength(0);
    for (const expected of [
      'Coastline Print Co.',
      'P.O. Box 7412, Laguna Niguel, CA 92607',
      'Invoice 000123',
      'Dana Rivera',
      'Rivera Surf Supply',
      'PO-7781',
      'dana@example.com',
      'Q-TEST-1',
      'November 24, 2026',
      'December 24, 2026',
      'Die-cut stickers, 3 × 2 in, gloss',
      '250',
      '$0.49',
      '$123.45',
      'Promotion SPRING10',
      '-$10.00',
      'Sales tax (7.75%)',
      '$8.79',
      '$122.24',
      '(949) 555-0142 · support@coastlineprint.co',
      'Page 1 of 1',
    ])
      expect(page).toContain(expected);
  });

  it('prints a receipt with the payment and nothing left to pay', async () => {
    const [page = ''] = await text(issuedReceipt());
    expect(page).toContain('Receipt 000124');
    expect(page).toContain('Card (Visa •••• 4242)');
    expect(page).toContain('pi_3Pq7TestPayment');
    expect(page).toMatch(/Amount paid\s+\$122\.24/);
    expect(page).toMatch(/Balance due\s+\$0\.00/);
  });

  it('prints the exemption reason in place of the tax', async () => {
    const content = invoiceContent();
    const exempt = {
      ...content,
      tax: { exemptReason: 'California resale certificate SR-123-456, valid through 2027-06-30' },
      totalCents: content.subtotalCents - 1000,
      balanceDueCents: content.subtotalCents - 1000,
    };
    const [page = ''] = await text(issuedInvoice(exempt));
    expect(page).toMatch(/Sales tax \(exempt\)\s+\$0\.00/);
    expect(page.replace(/\s+/g, ' ')).toContain(
      'Not taxed: California resale certificate SR-123-456, valid through 2027-06-30',
    );
    expect(page).not.toContain('7.75%');
    expect(page).toMatch(/Total\s+\$113\.45/);
  });

  it('wraps a long company name and runs many lines onto further pages, each with its header and page number', async () => {
    const company = 'The Orange County Association of Independent Surfboard Shapers, Glassers and Sanders';
    const lines = Array.from({ length: 70 }, (_, index) => ({
      ...stickerLine,
      description: `Line ${index + 1}: die-cut stickers for the ${index % 3 === 0 ? 'spring trade show booth and the matching window decals of every shop' : 'counter'}`,
    }));
    const pages = await text(
      issuedInvoice(invoiceContent(lines, { customer: { ...invoiceContent().customer, company } })),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Invoice 000123');
      expect(page).toContain('Coastline Print Co.');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      if (page.includes('Line ')) expect(page).toContain('Description Quantity Unit price Amount');
    });
    const all = pages.join('\n');
    // Wrapped, the name reads whole (its parts on successive lines), never cut off.
    expect(all.replace(/\s+/g, ' ')).toContain(company);
    for (let number = 1; number <= 70; number += 1) expect(all).toContain(`Line ${number}:`);
    // The figures are printed together on one page, after the last line.
    const figuresPage = pages.findIndex((page) => page.includes('Subtotal'));
    expect(pages[figuresPage]).toContain('Balance due');
    expect(figuresPage).toBeGreaterThanOrEqual(pages.findIndex((page) => page.includes('Line 70:')));
  });

  it('prints what the standard font cannot draw without garbling the rest', async () => {
    const [page = ''] = await text(
      issuedReceipt(
        receiptContent(undefined, { customer: { ...receiptContent().customer, name: 'Zoë 東 Łukasz' } }),
      ),
    );
    expect(page).toContain('Zoë ? ?ukasz');
  });

  it('renders the same document to the same bytes', async () => {
    const document = issuedInvoice();
    expect((await renderDocument(document)).equals(await renderDocument(document))).toBe(true);
  });
});
