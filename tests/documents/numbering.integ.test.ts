import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { issueDocument, issueInvoiceOnce, renderDocument } from '@/lib/documents/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { invoiceContent, receiptContent, stickerLine } from '@/tests/helpers/documents';
import { storedQuote } from '@/tests/helpers/orders';
import { pdfPages } from '@/tests/helpers/pdf-text';

/** The last number given so far (0 before the first document). */
async function lastNumber(): Promise<number> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.documentCounters);
  return row?.lastNumber ?? 0;
}

async function documentsOf(quoteId: string) {
  const { db } = await getDatabase();
  return db.select().from(tables.documents).where(eq(tables.documents.quoteId, quoteId));
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describeWithDatabase('numbering invoices and receipts', () => {
  it('gives 20 parallel issues 20 distinct consecutive numbers from one sequence for both kinds', async () => {
    const { db } = await getDatabase();
    const quotes = await Promise.all(range(0, 10).map(() => storedQuote()));
    const before = await lastNumber();
    const issued = await Promise.all(
      range(0, 20).map((index) =>
        index % 2 === 0
          ? issueDocument(db, 'invoice', quotes[index / 2]!.id, invoiceContent())
          : issueDocument(db, 'receipt', quotes[(index - 1) / 2]!.id, receiptContent()),
      ),
    );
    const numbers = issued.map((document) => document.number).sort((a, b) => a - b);
    expect(numbers).toEqual(range(before + 1, 20));
    expect(await lastNumber()).toBe(before + 20);
    // What is stored says the same number it was answered with.
    for (const document of issued) expect(document.value.number).toBe(document.number);
  });

  it('gives the number of a rolled-back issue to the next one: no gap', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const before = await lastNumber();
    await expect(
      db.transaction(async (tx) => {
        await issueDocument(tx, 'receipt', quote.id, receiptContent());
        throw new Error('The payment could not be recorded.');
      }),
    ).rejects.toThrow('The payment could not be recorded.');
    expect(await documentsOf(quote.id)).toEqual([]);
    expect(await lastNumber()).toBe(before);
    const next = await issueDocument(db, 'receipt', quote.id, receiptContent());
    expect(next.number).toBe(before + 1);
  });

  it('issues one invoice per quote, answering every later or parallel call with the first', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const before = await lastNumber();
    const answers = await Promise.all(
      range(0, 5).map((cents) =>
        issueInvoiceOnce(db, quote.id, invoiceContent([{ ...stickerLine, amountCents: 10_000 + cents }])),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const again = await issueInvoiceOnce(db, quote.id, invoiceContent());
    expect(again.id).toBe(answers[0]!.id);
    expect(await documentsOf(quote.id)).toHaveLength(1);
    expect(await lastNumber()).toBe(before + 1);
    // The database itself refuses a second invoice, whatever the caller does.
    await expect(issueDocument(db, 'invoice', quote.id, invoiceContent())).rejects.toThrow();
    expect(await lastNumber()).toBe(before + 1);
  });

  it('refuses figures that do not add up or a quote that does not exist, taking no number', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote();
    const before = await lastNumber();
    const content = invoiceContent();
    await expect(
      issueDocument(db, 'invoice', quote.id, { ...content, totalCents: content.totalCents + 1 }),
    ).rejects.toThrow('The subtotal, promotion and tax do not add up to the total.');
    await expect(
      issueDocument(db, 'invoice', quote.id, { ...content, lines: [{ ...stickerLine, amountCents: -5 }] }),
    ).rejects.toThrow(/lines\.0\.amountCents/);
    await expect(
      issueDocument(db, 'invoice', '00000000-0000-4000-8000-000000000000', content),
    ).rejects.toThrow('A document can only be issued for a stored quote.');
    expect(await documentsOf(quote.id)).toEqual([]);
    expect(await lastNumber()).toBe(before);
  });

  it('keeps the document as issued: its PDF reads the stored number, lines, tax and total', async () => {
    const { db } = await getDatabase();
    const quote = await storedQuote({ number: `Q-DOCS-${Date.now()}` });
    const issued = await issueInvoiceOnce(db, quote.id, invoiceContent());
    const [row] = await documentsOf(quote.id);
    expect(row!.value).toEqual(issued.value);
    expect(row!.value.quoteNumber).toBe(quote.number);
    expect(row!.value.shop.name).toBe('Coastline Print Co.');
    const [page = ''] = await pdfPages(await renderDocument(row!.value));
    expect(page).toContain(`Invoice ${String(issued.number).padStart(6, '0')}`);
    expect(page).toContain(quote.number);
    expect(page).toContain('Die-cut stickers, 3 × 2 in, gloss');
    expect(page).toMatch(/Sales tax \(7\.75%\)\s+\$8\.79/);
    expect(page).toMatch(/Total\s+\$122\.24/);
  });
});
