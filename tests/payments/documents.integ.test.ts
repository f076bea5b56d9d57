import { GET } from '@/app/api/quotes/[number]/documents/[file]/route';
import { asc, eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { renderDocument, type IssuedDocument } from '@/lib/documents/server';
import { decideProof, sendProof, type OrderActor } from '@/lib/orders/server';
import { recordPayment } from '@/lib/payments/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { mailTo, promotedTaxedMoney, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { pdfPages } from '@/tests/helpers/pdf-text';
import { nextVisitorAddress } from '@/tests/helpers/rate-limits';

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const customer: OrderActor = { role: 'customer', name: 'Dana Rivera' };

async function documentsOf(quoteId: string): Promise<IssuedDocument[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(tables.documents)
    .where(eq(tables.documents.quoteId, quoteId))
    .orderBy(asc(tables.documents.number));
  return rows.map((row) => row.value as IssuedDocument);
}

/** The stored money of `promotedTaxedMoney`, for a company buyer with a purchase order. */
const storedMoney = { ...promotedTaxedMoney, companyName: 'Harbor Coffee Co.', poNumber: 'PO-4471' };

describeWithDatabase('the order documents the money flow issues', () => {
  it('issues the invoice with the approval and a receipt with each payment, printing the stored money', async () => {
    const quote = await storedQuote(storedMoney);
    const { proofId } = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'Proof 1',
      actor: staff,
    });
    expect(await documentsOf(quote.id)).toEqual([]);
    await decideProof({ quoteId: quote.id, proofId, decision: 'approve', actor: customer });

    const [invoice] = await documentsOf(quote.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      quoteNumber: quote.number,
      customer: { company: 'Harbor Coffee Co.', purchaseOrder: 'PO-4471' },
      subtotalCents: 20_000,
      promotion: { description: 'Promotion SPRING10 (10% off)', amountCents: 2_000 },
      tax: { ratePpm: 77_500, amountCents: 1_395 },
      totalCents: 19_395,
      amountPaidCents: 0,
      balanceDueCents: 19_395,
    });

    // The approval e-mails the customer their invoice, linked to its PDF, due now.
    const invoiceMail = (await mailTo(quote.contactEmail)).find((message) =>
      /your invoice/.test(message.subject ?? ''),
    );
    expect(invoiceMail?.body).toContain('Total: $193.95');
    expect(invoiceMail?.body).toContain('We start production once it is paid');
    const invoiceUrl = new URL(/Your invoice \(PDF\): (\S+)/.exec(invoiceMail!.body)![1]!);
    expect(invoiceUrl.pathname).toMatch(/\/documents\/invoice-\d{6}\.pdf$/);
    expect(invoiceUrl.searchParams.get('access')).toBeTruthy();

    await recordPayment({ quoteId: quote.id, method: 'bank_transfer', amount: '100', recordedBy: 'Sam' });
    await recordPayment({
      quoteId: quote.id,
      method: 'check',
      amount: '93.95',
      reference: 'CHECK 1042',
      recordedBy: 'Sam',
    });
    const [, first, second] = await documentsOf(quote.id);
    expect(first).toMatchObject({ kind: 'receipt', amountPaidCents: 10_000, balanceDueCents: 9_395 });
    expect(second).toMatchObject({
      kind: 'receipt',
      number: first!.number + 1,
      amountPaidCents: 19_395,
      balanceDueCents: 0,
      payment: { method: 'Check', reference: 'CHECK 1042' },
    });

    // The payment's e-mail links the receipt itself, which opens for a guest with its token.
    const mail = (await mailTo(quote.contactEmail)).filter((message) =>
      /payment received/.test(message.subject ?? ''),
    );
    const receiptUrl = new URL(/Your receipt \(PDF\): (\S+)/.exec(mail.at(-1)!.body)![1]!);
    const [, , , quoteNumber, , file] = receiptUrl.pathname.split('/');
    expect(file).toBe(`receipt-${String(second!.number).padStart(6, '0')}.pdf`);
    const download = await GET(
      new Request(receiptUrl, { headers: { 'x-forwarded-for': nextVisitorAddress() } }),
      { params: Promise.resolve({ number: decodeURIComponent(quoteNumber!), file: file! }) },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');

    const text = (await pdfPages(await renderDocument(second!))).join('\n');
    for (const printed of ['Receipt', '$193.95', '$13.95', 'PO-4471', 'CHECK 1042', quote.number]) {
      expect(text).toContain(printed);
    }
  });

  it('prints the exemption instead of a tax on the invoice of an exempt buyer', async () => {
    const reason = 'Exempt: California resale certificate SR-1, expires December 31, 2030';
    const quote = await storedQuote({
      priceCents: 5_000,
      taxState: 'CA',
      taxExemptReason: reason,
      totalCents: 5_000,
    });
    const { proofId } = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'Proof 1',
      actor: staff,
    });
    await decideProof({ quoteId: quote.id, proofId, decision: 'approve', actor: customer });
    const [invoice] = await documentsOf(quote.id);
    expect(invoice).toMatchObject({ tax: { exemptReason: reason }, totalCents: 5_000 });
    expect((await pdfPages(await renderDocument(invoice!))).join('\n')).toContain('resale certificate SR-1');
  });
});
