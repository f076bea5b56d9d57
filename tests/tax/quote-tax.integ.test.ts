import { eq } from 'drizzle-orm';
import { POST as identity } from '@/app/api/identity/route';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { getDatabase, tables } from '@/lib/db/server';
import { reviewCertificate, submitCertificate } from '@/lib/tax/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { uploadedFile } from '@/tests/helpers/orders';
import { quoteBody } from '@/tests/helpers/quotes';

captureLogLines('info', '[outbox]');

let sent = 0;
async function storedQuote(body: Record<string, unknown>, cookie?: string) {
  sent += 1;
  const response = await POST(
    jsonRequest('/api/quote-service/public/v1/quotes', body, {
      headers: { 'Idempotency-Key': `tax-${Date.now()}-${sent}`, ...(cookie ? { cookie } : {}) },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const { quoteNumber } = await response.json();
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, quoteNumber));
  return row!;
}

const shipTo = (state: string) => ({
  fulfillmentMethod: 'ship',
  shippingAddress1: '1 Main St',
  shippingCity: 'Town',
  shippingState: state,
  shippingPostalCode: '89501',
  shippingCountry: 'US',
});

describeWithDatabase('sales tax on a stored quote', () => {
  it('taxes pickup and California shipments at the shop rate, not other states, and not an exempt buyer', async () => {
    const body = quoteBody();
    const price = Math.round(body.price * 100);
    const californiaTax = Math.floor((price * 775 + 5000) / 10000);

    const pickup = await storedQuote(body);
    expect(pickup).toMatchObject({ taxState: 'CA', taxRatePpm: 77_500, taxCents: californiaTax });
    expect(pickup.totalCents).toBe(price + californiaTax);
    const nevada = await storedQuote({ ...body, ...shipTo('NV') });
    expect(nevada).toMatchObject({ taxState: 'NV', taxRatePpm: 0, taxCents: 0, totalCents: price });

    // A buyer whose California resale certificate staff approved pays no tax in California...
    const buyer = await identityDriver(identity, () => '198.51.100.23').signedIn();
    const certificate = await submitCertificate(
      { userId: subOf(buyer.IdToken), email: buyer.email },
      {
        kind: 'resale',
        state: 'CA',
        number: 'SR-EA-123456',
        expiresOn: '2099-12-31',
        ...(await uploadedFile('resale.pdf')),
      },
    );
    await reviewCertificate({ id: certificate.id, decision: 'approved', staffEmail: 'boss@example.com' });
    const exempt = await storedQuote({ ...body, ...shipTo('CA') }, amplifyCookies(buyer));
    expect(exempt).toMatchObject({ taxState: 'CA', taxCents: 0, totalCents: price });
    expect(exempt.taxExemptReason).toContain('California resale certificate SR-EA-123456');

    // ...but the same e-mail as a guest is not exempt: a certificate belongs to the signed-in account.
    const guest = await storedQuote({ ...body, contactEmail: buyer.email });
    expect(guest).toMatchObject({ taxCents: californiaTax, taxExemptReason: null });
  });
});
