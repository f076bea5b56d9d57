import {
  CognitoIdentityProviderClient,
  DeleteUserCommand,
  GetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { eraseAccountAction } from '@/app/(site)/dashboard/your-data/actions';
import { GET as download } from '@/app/(site)/dashboard/your-data/download/route';
import { POST as identity } from '@/app/api/identity/route';
import { idleForm } from '@/components/admin/form-state';
import { site } from '@/content/site';
import { accountDataMessages, FRESH_SIGN_IN_MAX_AGE_MS, isFreshSignIn } from '@/lib/account-data';
import { addAddress, ERASED_CUSTOMER, listAddresses } from '@/lib/account-data/server';
import { sessionFromRequest } from '@/lib/auth/server';
import { getDatabase, tables } from '@/lib/db/server';
import type { IssuedDocument } from '@/lib/documents/types';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity/server';
import { signingKey } from '@/lib/identity/keys';
import { listOutbox, recordMessages } from '@/lib/messaging/server';
import { quotePageLinkFor } from '@/lib/quotes/page-link';
import { artworkStorage } from '@/lib/storage/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { pngOf } from '@/tests/helpers/artwork-files';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { identityDriver, testPassword } from '@/tests/helpers/identity-driver';
import { startHandlerServer } from '@/tests/helpers/identity-server';
import { payInFull, storedQuote, uploadedFile } from '@/tests/helpers/orders';
import { actAs } from '@/tests/helpers/request-context';

captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

type Tokens = { IdToken: string; AccessToken: string };
/** A stored artwork file's reference, as a quote keeps it. */
async function storedArtwork(name: string): Promise<string> {
  const { fileUrl } = await uploadedFile(name, 'image/png', pngOf(40, 40));
  return (await artworkStorage().acceptUpload(fileUrl))!;
}

/** The user's tokens as the service would sign them, but for a password typed `ageMs` ago. */
async function signedInAgo(user: Tokens, ageMs: number): Promise<Tokens> {
  const key = await signingKey((await getDatabase()).db);
  const authTime = Math.floor((Date.now() - ageMs) / 1000);
  const sign = (token: string) =>
    new SignJWT({ ...decodeJwt(token), auth_time: authTime })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .sign(key.privateKey);
  return { IdToken: await sign(user.IdToken), AccessToken: await sign(user.AccessToken) };
}

/** A customer with something of everything the shop keeps about people. */
async function customerWithHistory(user: { IdToken: string; email: string }) {
  const userId = subOf(user.IdToken);
  const { db } = await getDatabase();
  const artwork = await storedArtwork('logo.png');
  const proofFile = await storedArtwork('proof.png');
  const replyFile = await storedArtwork('logo-large.png');
  const signedIn = await storedQuote({
    userId,
    contactEmail: 'purchasing@harbor.example',
    contactName: 'Rosa Díaz',
    uploadOption: 'upload',
    uploadedFileUrl: artwork,
    shippingAddress1: '100 Harbor Blvd',
    shippingCity: 'Laguna Niguel',
    shippingState: 'CA',
    shippingPostalCode: '92677',
    shippingCountry: 'US',
    taxState: 'CA',
    taxRatePpm: 77_500,
    taxCents: 957,
    priceCents: 12_345,
    totalCents: 13_302,
  });
  const guest = await storedQuote({ contactEmail: user.email.toUpperCase(), contactName: 'Rosa Díaz' });
  await db.insert(tables.quoteEvents).values([
    {
      quoteId: signedIn.id,
      kind: 'stage',
      toStage: 'received',
      actorRole: 'customer',
      actorName: 'Rosa Díaz',
      note: 'Rush please',
    },
    { quoteId: signedIn.id, kind: 'note', actorRole: 'staff', actorName: 'Sam', note: 'Internal: VIP buyer' },
    // The quote's conversation: the shop's message, and the customer's reply with a file.
    {
      quoteId: signedIn.id,
      kind: 'message',
      actorRole: 'staff',
      actorName: 'Sam',
      note: 'Could you send a larger logo?',
    },
    {
      quoteId: signedIn.id,
      kind: 'message',
      actorRole: 'customer',
      actorName: 'Rosa Díaz',
      note: 'Here it is, Rosa',
      attachmentRef: replyFile,
      attachmentName: 'logo-large.png',
      attachmentType: 'image/png',
    },
  ]);
  await db.insert(tables.proofs).values({
    quoteId: signedIn.id,
    version: 1,
    fileRef: proofFile,
    fileName: 'proof.png',
    fileType: 'image/png',
    message: 'Here is your proof',
    sentBy: 'Sam',
    decisionComment: 'Looks great, Rosa',
  });
  await db.insert(tables.savedCards).values({
    quoteId: signedIn.id,
    stripeCustomerId: 'cus_123',
    stripePaymentMethodId: 'pm_123',
    brand: 'visa',
    last4: '4242',
  });
  await payInFull(signedIn);
  const customerBlock = { name: 'Rosa Díaz', email: user.email, phone: '949 555 0100', company: 'Harbor Co' };
  await db.insert(tables.documents).values({
    kind: 'invoice',
    number: Math.floor(Math.random() * 1e9),
    quoteId: signedIn.id,
    value: { kind: 'invoice', customer: customerBlock, totalCents: 13_302 } as unknown as IssuedDocument,
  });
  await db.insert(tables.reviews).values({
    quoteId: signedIn.id,
    productId: 'die-cut-stickers',
    rating: 5,
    title: 'Lovely',
    body: 'Great stickers',
    reviewerName: 'Rosa D.',
  });
  await db.insert(tables.exemptionCertificates).values([
    {
      userId,
      email: user.email,
      kind: 'resale',
      state: 'CA',
      number: 'SR-KEPT',
      expiresOn: '2099-01-01',
      fileRef: await storedArtwork('kept.png'),
      fileName: 'kept.png',
      fileType: 'image/png',
      status: 'approved',
    },
    {
      userId,
      email: user.email,
      kind: 'resale',
      state: 'CA',
      number: 'SR-GONE',
      expiresOn: '2099-01-01',
      fileRef: await storedArtwork('gone.png'),
      fileName: 'gone.png',
      fileType: 'image/png',
      status: 'pending',
    },
  ]);
  await quotePageLinkFor(db, signedIn);
  await recordMessages(db, [
    { channel: 'email', to: user.email, subject: 'Your quote', text: 'Thanks, Rosa' },
  ]);
  await addAddress(userId, {
    address1: '100 Harbor Blvd',
    city: 'Laguna Niguel',
    state: 'CA',
    postalCode: '92677',
  });
  return { userId, signedIn, guest, artwork, proofFile, replyFile };
}

describeWithDatabase('your data: the download and the deletion', () => {
  const driver = identityDriver(identity, () => '198.51.100.71');
  let server: Awaited<ReturnType<typeof startHandlerServer>>;
  let sdk: CognitoIdentityProviderClient;

  beforeAll(async () => {
    server = await startHandlerServer(identity);
    sdk = new CognitoIdentityProviderClient({
      region: 'us-west-2',
      endpoint: server.url,
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    sdk.destroy();
    await server.close();
  });

  it('judges a sign-in fresh for 10 minutes after the password, never without auth_time', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const at = (ms: number) => Math.floor((now.getTime() - ms) / 1000);
    expect(isFreshSignIn({ authTime: at(0) }, now)).toBe(true);
    expect(isFreshSignIn({ authTime: at(FRESH_SIGN_IN_MAX_AGE_MS - 1000) }, now)).toBe(true);
    expect(isFreshSignIn({ authTime: at(FRESH_SIGN_IN_MAX_AGE_MS + 1000) }, now)).toBe(false);
    expect(isFreshSignIn({}, now)).toBe(false);
  });

  it("exports everything about the customer and nothing of anyone else's, without secrets or storage keys", async () => {
    const rosa = await driver.signedIn();
    const other = await driver.signedIn();
    const mine = await customerWithHistory(rosa);
    const theirs = await customerWithHistory(other);
    actAs(rosa);
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data).toMatchObject({ format: 'coastline-print-account-data', version: 1 });
    expect(data.account).toMatchObject({ userId: mine.userId, email: rosa.email, phoneVerified: true });
    expect(data.quotes.map((quote: { number: string }) => quote.number).sort()).toEqual(
      [mine.signedIn.number, mine.guest.number].sort(),
    );
    const quote = data.quotes.find((entry: { number: string }) => entry.number === mine.signedIn.number);
    expect(quote.artwork.downloadUrl).toMatch(/[?&]signature=/);
    expect(quote.history).toEqual([
      expect.objectContaining({ by: 'customer', note: 'Rush please' }),
      expect.objectContaining({ kind: 'message', by: 'shop', note: 'Could you send a larger logo?' }),
      expect.objectContaining({
        kind: 'message',
        by: 'customer',
        note: 'Here it is, Rosa',
        attachment: expect.objectContaining({
          name: 'logo-large.png',
          downloadUrl: expect.stringMatching(/[?&]signature=/),
        }),
      }),
    ]);
    expect(quote.proofs).toEqual([expect.objectContaining({ version: 1, yourComment: 'Looks great, Rosa' })]);
    expect(quote.savedCard).toEqual({ brand: 'visa', last4: '4242', savedAt: expect.any(String) });
    expect(quote.payments).toHaveLength(1);
    expect(quote.review).toMatchObject({ title: 'Lovely' });
    expect(data.savedAddresses).toHaveLength(1);
    expect(data.taxExemptionCertificates.map((row: { number: string }) => row.number).sort()).toEqual([
      'SR-GONE',
      'SR-KEPT',
    ]);
    expect(data.messagesSentToYou.map((row: { subject: string }) => row.subject)).toContain('Your quote');

    for (const leaked of [
      other.email,
      theirs.signedIn.number,
      theirs.guest.number,
      'Internal: VIP buyer',
      'cus_123',
      'pm_123',
    ]) {
      expect(text).not.toContain(leaked);
    }
    for (const secret of [
      'passwordHash',
      'srpVerifier',
      'srpSalt',
      'totpSecret',
      'tokenHash',
      'codeHash',
      'fileRef',
    ]) {
      expect(text).not.toContain(secret);
    }
    // The raw reference would open the file without the signature: only signed links leave.
    expect(text).not.toContain(`"${mine.artwork}"`);
  });

  it('refuses the download and the deletion without a fresh sign-in, changing nothing', async () => {
    const rosa = await driver.signedIn();
    const { userId } = await customerWithHistory(rosa);
    actAs(undefined);
    expect((await download()).status).toBe(401);
    expect(await eraseAccountAction(idleForm, formData({ confirm: 'DELETE' }))).toMatchObject({
      status: 'error',
      message: accountDataMessages.signedOut,
    });
    actAs(await signedInAgo(rosa, FRESH_SIGN_IN_MAX_AGE_MS + 60_000));
    expect((await download()).status).toBe(403);
    expect(await eraseAccountAction(idleForm, formData({ confirm: 'DELETE' }))).toMatchObject({
      status: 'error',
      message: accountDataMessages.signInAgain,
    });
    actAs(rosa);
    expect(await eraseAccountAction(idleForm, formData({ confirm: 'delete me' }))).toMatchObject({
      status: 'error',
      errors: { confirm: accountDataMessages.deleteConfirmation },
      values: { confirm: 'delete me' },
    });
    expect(await listAddresses(userId)).toHaveLength(1);
    const { db } = await getDatabase();
    expect(await db.select().from(tables.accountDeletions)).not.toContainEqual(
      expect.objectContaining({ userId }),
    );
  });

  it('erases the person, keeps the tax records, tells staff once, and the account can no longer sign in', async () => {
    const rosa = await driver.signedIn();
    const other = await driver.signedIn();
    const mine = await customerWithHistory(rosa);
    const theirs = await customerWithHistory(other);
    const { db } = await getDatabase();
    const notices = async () =>
      (await listOutbox({ limit: 1000 })).filter(
        (row) =>
          row.subject === 'A customer deleted their account' && row.body.includes(mine.signedIn.number),
      );

    // What the site holds of each account's address on a Cognito pool (lib/auth/email-change.ts).
    await db.insert(tables.poolAccountEmails).values([
      { userId: mine.userId, email: rosa.email },
      { userId: theirs.userId, email: other.email },
    ]);

    actAs(rosa);
    expect(await eraseAccountAction(idleForm, formData({ confirm: 'DELETE' }))).toMatchObject({
      status: 'ok',
    });

    const [kept] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, mine.signedIn.id));
    expect(kept).toMatchObject({
      number: mine.signedIn.number,
      userId: null,
      contactName: ERASED_CUSTOMER.name,
      contactEmail: ERASED_CUSTOMER.email,
      contactPhone: '',
      shippingAddress1: null,
      shippingCity: 'Laguna Niguel',
      shippingState: 'CA',
      shippingPostalCode: '92677',
      uploadedFileUrl: null,
      priceCents: 12_345,
      taxRatePpm: 77_500,
      taxCents: 957,
      totalCents: 13_302,
    });
    const [guest] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, mine.guest.id));
    expect(guest?.contactEmail).toBe(ERASED_CUSTOMER.email);
    expect(await artworkStorage().readStart(mine.artwork, 8)).toBeUndefined();
    expect(await artworkStorage().readStart(mine.proofFile, 8)).toBeUndefined();
    expect(await artworkStorage().readStart(mine.replyFile, 8)).toBeUndefined();
    // Every issued document (the invoice, and the receipt recording the payment) keeps its figures.
    const documents = await db
      .select()
      .from(tables.documents)
      .where(eq(tables.documents.quoteId, mine.signedIn.id));
    expect(documents.map((row) => [row.kind, row.value.customer])).toEqual(
      expect.arrayContaining([
        ['invoice', { ...ERASED_CUSTOMER, company: 'Harbor Co' }],
        ['receipt', expect.objectContaining(ERASED_CUSTOMER)],
      ]),
    );
    expect(documents.find((row) => row.kind === 'invoice')?.value.totalCents).toBe(13_302);
    expect(
      await db.select().from(tables.payments).where(eq(tables.payments.quoteId, mine.signedIn.id)),
    ).toHaveLength(1);
    for (const table of [tables.reviews, tables.savedCards, tables.quoteAccessLinks]) {
      expect(await db.select().from(table).where(eq(table.quoteId, mine.signedIn.id))).toEqual([]);
    }
    const events = await db
      .select()
      .from(tables.quoteEvents)
      .where(eq(tables.quoteEvents.quoteId, mine.signedIn.id));
    expect(events.map((event) => [event.actorName, event.note])).toEqual(
      expect.arrayContaining([[ERASED_CUSTOMER.name, null]]),
    );
    expect(JSON.stringify(events)).not.toMatch(/Rosa|logo-large/);
    const certificates = await db
      .select()
      .from(tables.exemptionCertificates)
      .where(eq(tables.exemptionCertificates.userId, mine.userId));
    expect(certificates.map((row) => [row.number, row.email])).toEqual([['SR-KEPT', ERASED_CUSTOMER.email]]);
    expect(await listAddresses(mine.userId)).toEqual([]);
    expect(await listOutbox({ recipient: rosa.email })).toEqual([]);
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]).toMatchObject({ recipient: expect.any(String) });
    expect((await notices())[0]?.body).not.toContain(rosa.email);
    expect((await notices())[0]?.recipient).toBe(process.env.SHOP_INBOX_EMAIL ?? site.email);

    // The other customer's records are untouched.
    const [untouched] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, theirs.signedIn.id));
    expect(untouched?.contactName).toBe('Rosa Díaz');
    expect(await listAddresses(theirs.userId)).toHaveLength(1);
    expect((await db.select().from(tables.poolAccountEmails)).map((row) => row.userId)).toEqual([
      theirs.userId,
    ]);

    // A retry erases nothing more and tells staff no second time.
    expect(await eraseAccountAction(idleForm, formData({ confirm: 'DELETE' }))).toMatchObject({
      status: 'ok',
    });
    expect(await notices()).toHaveLength(1);

    // Then the browser deletes the account (Amplify's deleteUser is this call).
    await sdk.send(new DeleteUserCommand({ AccessToken: rosa.AccessToken }));
    const failure = async (promise: Promise<unknown>) =>
      promise.then(
        () => 'succeeded',
        (error: Error) => error.name,
      );
    expect(
      await failure(
        sdk.send(
          new InitiateAuthCommand({
            ClientId: BUILT_IN_CLIENT_ID,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: rosa.email, PASSWORD: testPassword },
          }),
        ),
      ),
    ).toMatch(/^(NotAuthorizedException|UserNotFoundException)$/);
    expect(await failure(sdk.send(new GetUserCommand({ AccessToken: rosa.AccessToken })))).toBe(
      'NotAuthorizedException',
    );
    expect(await failure(sdk.send(new DeleteUserCommand({ AccessToken: rosa.AccessToken })))).toBe(
      'NotAuthorizedException',
    );
    // The stale session opens nothing, and a late erase request is refused as signed out.
    expect(
      await sessionFromRequest(
        new Request('http://localhost:3000/', { headers: { cookie: amplifyCookies(rosa) } }),
      ),
    ).toBeUndefined();
    expect(await eraseAccountAction(idleForm, formData({ confirm: 'DELETE' }))).toMatchObject({
      message: accountDataMessages.signedOut,
    });
    expect((await download()).status).toBe(401);
  });
});
