import { POST as identity } from '@/app/api/identity/route';
import { GET as ticketPdf } from '@/app/admin/tickets/pdf/route';
import { getDatabase, tables } from '@/lib/db/server';
import { qrModules } from '@/lib/documents/server';
import { readyByText } from '@/lib/schedule';
import { artworkStorage } from '@/lib/storage/server';
import { amplifyCookies } from '@/tests/helpers/amplify-cookies';
import { pngOf } from '@/tests/helpers/artwork-files';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { storedQuote } from '@/tests/helpers/orders';
import { pdfPages } from '@/tests/helpers/pdf-text';

const boss = newPerson('boss');
process.env.STAFF_EMAILS = boss.email;
captureLogLines('info', '[outbox]');

describeWithDatabase('job tickets as PDF', () => {
  const driver = identityDriver(identity, () => '198.51.100.31');
  let cookie: string;
  beforeAll(async () => {
    cookie = amplifyCookies(await driver.signedIn(boss));
  });

  const download = (numbers: string) =>
    ticketPdf(
      new Request(`http://localhost:3000/admin/tickets/pdf?numbers=${encodeURIComponent(numbers)}`, {
        headers: { cookie },
      }),
      undefined,
    );

  /** An approved, shipped-to order with artwork, a checked file, two proofs and staff notes. */
  async function order() {
    const { db } = await getDatabase();
    const artwork = await artworkStorage().storeFile('harbor-logo.png', pngOf(120, 80), 'image/png');
    const quote = await storedQuote({
      status: 'approved',
      material: 'white-vinyl',
      companyName: 'Harbor Coffee',
      poNumber: 'PO-77',
      uploadOption: 'upload',
      uploadedFileUrl: artwork,
      artworkPreflight: {
        status: 'warning',
        facts: { kind: 'raster', widthPx: 120, heightPx: 80, effectiveDpi: 40 },
        messages: ['Your image is 120 x 80 pixels.'],
      },
      shippingAddress1: '12 Harbor Way',
      shippingCity: 'Irvine',
      shippingState: 'CA',
      shippingPostalCode: '92618',
      shippingCountry: 'US',
      createdAt: new Date('2026-11-23T17:00:00Z'),
    });
    for (const [version, status] of [
      [1, 'superseded'],
      [2, 'approved'],
    ] as const) {
      await db.insert(tables.proofs).values({
        quoteId: quote.id,
        version,
        fileRef: `proof-${version}.pdf`,
        fileName: 'proof.pdf',
        fileType: 'application/pdf',
        message: 'Proof',
        sentBy: 'Sam Staff',
        status,
      });
    }
    await db.insert(tables.quoteEvents).values([
      {
        quoteId: quote.id,
        kind: 'note',
        actorRole: 'staff',
        actorName: 'Sam Staff',
        note: 'Use the matte <b>laminate</b>.',
      },
      {
        quoteId: quote.id,
        kind: 'note',
        actorRole: 'system',
        actorName: 'Terms',
        note: 'System bookkeeping',
      },
    ]);
    return quote;
  }

  it('prints a ticket per page with everything the press needs, and nothing it does not', async () => {
    const first = await order();
    // Approved: the shop's date, fixed at approval, is the one the press works to.
    const second = await storedQuote({
      contactName: 'Kim Lee',
      fulfillmentMethod: 'pickup',
      readyBy: '2026-12-01',
    });
    const response = await download(`${first.number.toLowerCase()}, ${second.number}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="job-tickets.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The artwork's thumbnail is drawn in (the second order has no artwork).
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    const pages = await pdfPages(new Uint8Array(bytes));
    expect(pages).toHaveLength(2);
    const [one, two] = pages as [string, string];
    for (const text of [
      first.number,
      'Approved',
      readyByText({ productId: first.product, fulfillmentMethod: 'ship', at: first.createdAt }),
      'Dana Rivera',
      'Harbor Coffee',
      'PO-77',
      first.contactEmail,
      'Stickers & Labels - Die Cut',
      '3 x 2 in',
      'White vinyl',
      'Gloss',
      '250',
      'harbor-logo.png',
      'Version 2',
      'Check recommended. Your image is 120 x 80 pixels.',
      '12 Harbor Way, Irvine, CA 92618, US',
      'Use the matte <b>laminate</b>.',
    ]) {
      expect([text, one.includes(text)]).toEqual([text, true]);
    }
    expect(one).not.toContain('System bookkeeping');
    expect(one).not.toContain('$');
    expect(two).toContain(second.number);
    expect(two).toContain('Kim Lee');
    expect(two).toContain('Ready by Tue, Dec 1');
    expect(two).toContain('None approved yet');
    expect(two).toContain('Not sent yet');
    expect(two).toContain('Not checked.');
    expect(two).not.toContain('Staff notes');
  });

  it('names one ticket’s file after its number', async () => {
    const quote = await storedQuote();
    const response = await download(quote.number);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="job-ticket-${quote.number}.pdf"`,
    );
  });

  it('refuses numbers that are no quote (404, by name) or no number at all (422 on numbers)', async () => {
    const quote = await storedQuote();
    const missing = await download(`${quote.number},Q-NOPE-12345`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'No such quote: Q-NOPE-12345.' });
    for (const numbers of [
      '',
      ' , ',
      '<script>',
      'Q-1\u0000',
      Array.from({ length: 101 }, (_, i) => `Q-${i}`).join(','),
    ]) {
      const refused = await download(numbers);
      expect([numbers.slice(0, 20), refused.status]).toEqual([numbers.slice(0, 20), 422]);
      expect(await refused.json()).toMatchObject({ validationErrors: [{ location: 'numbers' }] });
    }
  });

  it('draws the QR code of the console page', () => {
    const modules = qrModules('http://localhost:3000/admin/quotes/Q-261127-ABCDE');
    // Version 4 (33 modules) holds a URL of this length at level M; three corners hold the finder patterns.
    expect(modules).toHaveLength(33);
    expect(modules.every((row) => row.length === 33)).toBe(true);
    expect([modules[0]![0], modules[0]![32], modules[32]![0]]).toEqual([true, true, true]);
  });
});
