import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { membershipOf } from '@/lib/companies/server';
import { getDatabase, tables } from '@/lib/db/server';
import { inTransactionWithMessages } from '@/lib/messaging/server';
import { invalidField } from '@/lib/errors';
import { orderTotals } from '@/lib/tax';
import { orderTaxRule } from '@/lib/tax/server';
import { lineFor, totalPrice } from '@/lib/pricing';
import { currentPriceBook } from '@/lib/pricing/server';
import {
  checkPromotion,
  PROMOTION_FIELD,
  redeemPromotion,
  type AppliedPromotion,
  type PromotionCustomer,
} from '@/lib/promotions/server';
import { acceptArtwork, checkArtwork } from './artwork';
import { newArtworkToken } from './artwork-link';
import { quotePageLinkFor } from './page-link';
import { quoteChoiceMessages, type QuoteRequest } from './schema';
import { mayConfirmTo, quoteMessages } from './messages';
import { emailComposer } from '@/lib/email-texts/server';
import { storedTotals, toSummary, type QuoteSummary } from './summary';
import { storedCutBorder } from '@/lib/cut-line';

type StoredQuote = typeof tables.quotes.$inferSelect;
export const priceMismatchMessage =
  'The price has changed. Please review the new price and submit the quote again.';
export const idempotencyKeyReusedMessage =
  'This Idempotency-Key was already used for a different request. Send a new key with a new quote.';

/** `accountEmail` is the signed-in account's own e-mail, which may differ from the contact one. */
export type QuoteContext = { idempotencyKey: string; userId?: string; accountEmail?: string };

/** An idempotency key as stored: whose it is, and the request it was first sent with. */
type KeyClaim = { idempotencyKey: string; idempotencyScope: string; requestHash: string };

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Keys are scoped to the signed-in account, or to the contact e-mail of a guest: a visitor who
 * learns someone else's key gets their own quote with it, never an answer about the other one.
 */
function keyClaim(input: QuoteRequest, { idempotencyKey, userId }: QuoteContext): KeyClaim {
  return {
    idempotencyKey,
    idempotencyScope: userId ? `user:${userId}` : `email:${input.contactEmail.trim().toLowerCase()}`,
    requestHash: createHash('sha256').update(canonicalJson(input)).digest('hex'),
  };
}

// Crockford's alphabet: no I, L, O or U, so a number read over the phone is not misheard.
const NUMBER_ATTEMPTS = 5;
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A quote number a customer can read out: Q-YYMMDD-XXXXX. */
function quoteNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 5 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
  return `Q-${date}-${suffix}`;
}

/**
 * The quote first stored with this key in this scope; a key that came with a different
 * request is refused (422) without saying anything about the quote it belongs to.
 */
async function findByKey(claim: KeyClaim): Promise<StoredQuote | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(tables.quotes)
    .where(
      and(
        eq(tables.quotes.idempotencyScope, claim.idempotencyScope),
        eq(tables.quotes.idempotencyKey, claim.idempotencyKey),
      ),
    )
    .limit(1);
  if (row && row.requestHash !== null && row.requestHash !== claim.requestHash) {
    throw invalidField('Idempotency-Key', idempotencyKeyReusedMessage);
  }
  return row;
}

type NewQuote = typeof tables.quotes.$inferInsert & KeyClaim & { number: string };

/**
 * A quote to insert; `artworkToken` is the link token whose hash `values` carries, and
 * `promotion` the code it is redeemed with, by whom.
 */
type PendingQuote = {
  values: NewQuote;
  confirm: boolean;
  artworkToken?: string;
  promotion?: { applied: AppliedPromotion; customer: PromotionCustomer };
};

/**
 * Stores a quote with its page link (in the customer's confirmation), its automatic proof, its
 * promotion redemption and its e-mails, in one transaction: all of them or none. A quote whose
 * idempotency key or number is taken is not stored, and answered `undefined`; a code refused at
 * redemption (its limit reached meanwhile) refuses the quote. The e-mails are sent once it has
 * committed.
 */
async function storeQuote({ values, confirm, artworkToken, promotion }: PendingQuote) {
  const compose = await emailComposer();
  return inTransactionWithMessages('quotes', async (tx) => {
    // The database's unique indexes decide between submissions of the same key at once: the
    // later one waits for the first to commit, then stores nothing.
    const [row] = await tx.insert(tables.quotes).values(values).onConflictDoNothing().returning();
    if (!row) return { result: undefined, messages: [] };
    const pageLink = confirm ? await quotePageLinkFor(tx, row) : undefined;
    // Quotes with artwork get their automatic proof drawn in the background (lib/proofs): queued
    // with the quote, so a crash before the drawing still leaves it to the render job.
    if (row.uploadedFileUrl) await tx.insert(tables.automaticProofs).values({ quoteId: row.id });
    if (promotion)
      await redeemPromotion(tx, {
        promotion: promotion.applied,
        quoteId: row.id,
        customer: promotion.customer,
      });
    return { result: row, messages: quoteMessages(compose, row, { pageLink, artworkToken }) };
  });
}

/**
 * Stores a validated quote once per idempotency key. The price is recomputed here, and a
 * file is accepted only if it was really uploaded. A replay of the same request returns the
 * first quote; the same key with a different request is refused.
 */
export async function createQuote(
  input: QuoteRequest,
  context: QuoteContext,
): Promise<{ quote: QuoteSummary; created: boolean }> {
  const claim = keyClaim(input, context);
  const choice = {
    product: input.product,
    option: input.productOption,
    material: input.material,
    embossing: input.embossingOption,
  };
  const book = await currentPriceBook();
  const priceCents = Math.round(
    totalPrice(book, { ...choice, ...input.size, finish: input.finishOption, quantity: input.quantity }) *
      100,
  );
  const { size, price, promotionCode, ...fields } = input;
  if (Math.round(price * 100) !== priceCents) {
    // A replay of a quote stored before the price table changed still gets that quote.
    const replayed = await findByKey(claim);
    if (replayed) return { quote: toSummary(replayed), created: false };
    throw invalidField('price', priceMismatchMessage);
  }
  const customer = { userId: context.userId, email: input.contactEmail, accountEmail: context.accountEmail };
  const companyId = await senderCompanyId(context);
  let promotion: AppliedPromotion | undefined;
  if (promotionCode) {
    const check = await checkPromotion({
      code: promotionCode,
      productId: input.product,
      subtotalCents: priceCents,
      customer,
      // The product's advertised discount is an offer already in the price.
      percentAlreadyOff: lineFor(book, choice).discount,
    });
    if (!check.ok) {
      // A retry of a quote that used a once-per-customer code finds it used: by that quote.
      const replayed = await findByKey(claim);
      if (replayed) return { quote: toSummary(replayed), created: false };
      throw invalidField(PROMOTION_FIELD, check.message);
    }
    promotion = check.promotion;
  }
  // The stored reference is the store's own (S3: the copy under artwork/), not the upload URL.
  const artwork = input.uploadedFileUrl ? await acceptArtwork(input.uploadedFileUrl) : undefined;
  if (input.uploadedFileUrl && !artwork) {
    throw invalidField('uploadedFileUrl', quoteChoiceMessages.uploadedFileUrl);
  }

  const artworkPreflight = artwork ? await checkArtwork(artwork, size) : undefined;
  // The money the customer sees everywhere (confirmation, pages, e-mails, invoice): taxed where
  // the sale happens, unless the signed-in buyer's approved certificate covers that state.
  const totals = orderTotals({
    subtotalCents: priceCents,
    promotion: promotion && { code: promotion.code, percent: promotion.percentOff },
    tax: await orderTaxRule({
      account: context.userId ? { userId: context.userId, companyId } : undefined,
      fulfillment: input.fulfillmentMethod,
      shippingState: input.shippingState,
      at: new Date(),
    }),
  });

  const confirm = await mayConfirmTo(input.contactEmail);
  // Insert first: a new quote costs no lookup. A skipped insert is either the same key sent
  // again (answer with that quote) or, very rarely, a quote number already taken (draw another).
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    // Only the hash is stored; the token itself goes into the shop's e-mail and nowhere else.
    const link = artwork ? newArtworkToken() : undefined;
    const values = {
      ...fields,
      cutBorderIn: storedCutBorder(fields.productOption, fields.cutBorderIn),
      ...size,
      uploadedFileUrl: artwork,
      artworkTokenHash: link?.tokenHash,
      artworkPreflight,
      priceCents,
      promotionId: promotion?.promotionId,
      promotionCode: promotion?.code,
      promotionPercent: promotion?.percentOff,
      ...storedTotals(totals),
      ...claim,
      userId: context.userId,
      companyId,
      number: quoteNumber(),
    };
    const row = await storeQuote({
      values,
      confirm,
      artworkToken: link?.token,
      promotion: promotion && { applied: promotion, customer },
    });
    if (row) return { quote: toSummary(row), created: true };
    const winner = await findByKey(claim);
    if (winner) return { quote: toSummary(winner), created: false };
  }
  throw new Error(`No free quote number after ${NUMBER_ATTEMPTS} draws.`);
}

type UpstreamAnswer = { status: number; body: unknown };

/** The upstream's own name for a quote, when its answer carries one. */
function upstreamReferenceOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { quoteNumber, id } = body as Record<string, unknown>;
  const reference = typeof quoteNumber === 'string' ? quoteNumber : typeof id === 'string' ? id : undefined;
  return reference && /^[\w.:/-]{1,64}$/.test(reference) ? reference : undefined;
}

/**
 * Proxy mode: the quote goes to the upstream under a key derived from the visitor's scoped
 * key (so the upstream's key space cannot be probed across visitors either), then is recorded
 * here with the upstream's answer and the visitor's account, so /dashboard lists it. A key
 * reused with a different request is refused before anything is sent. Whether it is new is
 * judged here (the upstream may have stored it on an attempt whose answer was lost). No e-mails go out
 * from here: the upstream is the shop's system of record for quotes in this mode.
 */
export async function forwardQuote(
  input: QuoteRequest,
  context: QuoteContext,
  send: (upstreamKey: string) => Promise<UpstreamAnswer>,
): Promise<{ quote: QuoteSummary; created: boolean }> {
  const claim = keyClaim(input, context);
  await findByKey(claim);
  const upstreamKey = createHash('sha256')
    .update(`${claim.idempotencyScope}\n${claim.idempotencyKey}`)
    .digest('hex');
  const answer = await send(upstreamKey);
  const { size, price, ...fields } = input;
  const { db } = await getDatabase();
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(tables.quotes)
      .values({
        ...fields,
        ...size,
        priceCents: Math.round(price * 100),
        // The upstream prices, discounts and taxes the quote in this mode: its price is the total.
        totalCents: Math.round(price * 100),
        // The upstream judges a promotion code in this mode: nothing here records one as applied.
        promotionCode: null,
        ...claim,
        userId: context.userId,
        companyId: await senderCompanyId(context),
        number: quoteNumber(),
        upstreamReference: upstreamReferenceOf(answer.body),
        upstreamAnswer: answer,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { quote: toSummary(row), created: true };
    const recorded = await findByKey(claim);
    if (recorded) return { quote: toSummary(recorded), created: false };
  }
  throw new Error(`No free quote number after ${NUMBER_ATTEMPTS} draws.`);
}

/**
 * The company a signed-in sender belongs to now (lib/companies), which the quote is then sent
 * for: decided from the session's account, never from what the request says.
 */
async function senderCompanyId(context: QuoteContext): Promise<string | null> {
  return context.userId ? ((await membershipOf(context.userId))?.companyId ?? null) : null;
}

/** A company's quotes, newest first, each with the name of the colleague who sent it. */
export async function listQuotesForCompany(
  companyId: string,
): Promise<(QuoteSummary & { sentBy: string })[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(tables.quotes)
    .where(eq(tables.quotes.companyId, companyId))
    .orderBy(desc(tables.quotes.createdAt), desc(tables.quotes.id));
  return rows.map((row) => ({ ...toSummary(row), sentBy: row.contactName }));
}

/**
 * The customer's quotes (by account, or by contact e-mail in any case), newest first. Pass
 * `email` only once the account has confirmed it: guest quotes are linked by e-mail, so an
 * unconfirmed address must not claim them.
 */
export async function listQuotesForCustomer(customer: {
  userId?: string;
  email?: string;
}): Promise<QuoteSummary[]> {
  const owned = customerQuotesCondition(customer);
  if (!owned) return [];
  const { db } = await getDatabase();
  const rows = await db.select().from(tables.quotes).where(owned).orderBy(desc(tables.quotes.createdAt));
  return rows.map(toSummary);
}

/** The SQL condition on `quotes` for a customer's quotes (as listQuotesForCustomer); none without either key. */
export function customerQuotesCondition(customer: { userId?: string; email?: string }): SQL | undefined {
  const byEmail = customer.email
    ? eq(sql`lower(${tables.quotes.contactEmail})`, customer.email.trim().toLowerCase())
    : undefined;
  const byAccount = customer.userId ? eq(tables.quotes.userId, customer.userId) : undefined;
  return byEmail || byAccount ? or(byAccount, byEmail) : undefined;
}
