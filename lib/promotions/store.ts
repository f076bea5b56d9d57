import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { invalidField } from '@/lib/errors';
import { deal } from '@/content/deal';
import { discountOn } from '@/lib/tax';
import {
  normalizeCode,
  personKeys,
  refusalFor,
  refusalMessage,
  type PromotionCustomer,
  type PromotionRefusal,
} from './rules';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type PromotionRow = typeof tables.promotions.$inferSelect;

const promotionChangedMessage = 'This promotion code has just changed. Please apply it again.';

/** The field every refusal names, in the check route and in the quote submission alike. */
export const PROMOTION_FIELD = 'promotionCode';

/** Who used a code, as the redemption records it: the account id, else the contact e-mail lower-cased. */
function customerKeyOf({ userId, email }: PromotionCustomer): string | undefined {
  if (userId) return `user:${userId}`;
  const address = email?.trim().toLowerCase();
  return address ? `email:${address}` : undefined;
}

const seeded = new WeakMap<Database, Promise<void>>();

/**
 * The spec's deal (content/deal.ts) as a promotion, inserted once per database. Every instance
 * may race to do it: the insert skips a code already there, so staff edits are never undone.
 */
function seedPromotions(db: Database): Promise<void> {
  let seeding = seeded.get(db);
  if (!seeding) {
    seeding = db
      .insert(tables.promotions)
      .values({
        code: deal.code,
        title: deal.title,
        description: deal.description,
        percentOff: deal.percentOff,
        productIds: ['stickers-labels'],
        startsOn: deal.startsOn,
        expiresOn: deal.expiresOn,
        featured: true,
        createdBy: 'seed',
        updatedBy: 'seed',
      })
      .onConflictDoNothing()
      .then(() => undefined);
    seeded.set(db, seeding);
    seeding.catch(() => seeded.delete(db));
  }
  return seeding;
}

/** The promotions database, with the seeded deal in place. */
export async function promotionsDatabase(): Promise<Database> {
  const { db } = await getDatabase();
  await seedPromotions(db);
  return db;
}

async function findByCode(db: Database | Transaction, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(tables.promotions)
    .where(eq(sql`upper(${tables.promotions.code})`, normalizeCode(code)))
    .limit(1);
  return row;
}

async function claimedByAny(db: Database, promotionId: string, keys: string[]): Promise<boolean> {
  if (keys.length === 0) return false;
  const claims = tables.promotionClaims;
  const [row] = await db
    .select({ quoteId: claims.quoteId })
    .from(claims)
    .where(and(eq(claims.promotionId, promotionId), inArray(claims.personKey, keys)))
    .limit(1);
  return Boolean(row);
}

/** A code that may be used: what it takes off this subtotal. */
export type AppliedPromotion = {
  promotionId: string;
  code: string;
  title: string;
  percentOff: number;
  oncePerCustomer: boolean;
  discountCents: number;
};

export type PromotionCheck =
  { ok: true; promotion: AppliedPromotion } | { ok: false; refusal: PromotionRefusal; message: string };

export type PromotionRequest = {
  code: string;
  productId: string;
  subtotalCents: number;
  customer: PromotionCustomer;
  /** Any other offer already taken off this price, in percent (0 when none). */
  percentAlreadyOff: number;
  now?: Date;
};

/** Whether the code may be used on this quote now, and the discount it gives if so. */
export async function checkPromotion(request: PromotionRequest): Promise<PromotionCheck> {
  const db = await promotionsDatabase();
  const row = await findByCode(db, request.code);
  if (!row) return { ok: false, refusal: 'unknown', message: refusalMessage('unknown') };
  const refusal =
    refusalFor(row, {
      productId: request.productId,
      now: request.now ?? new Date(),
      percentAlreadyOff: request.percentAlreadyOff,
    }) ?? (await alreadyUsed(db, row, request.customer));
  if (refusal) return { ok: false, refusal, message: refusalMessage(refusal, row) };
  return {
    ok: true,
    promotion: {
      promotionId: row.id,
      code: row.code,
      title: row.title,
      percentOff: row.percentOff,
      oncePerCustomer: row.oncePerCustomer,
      discountCents: discountOn(request.subtotalCents, row.percentOff),
    },
  };
}

async function alreadyUsed(
  db: Database,
  row: PromotionRow,
  customer: PromotionCustomer,
): Promise<PromotionRefusal | undefined> {
  return row.oncePerCustomer && (await claimedByAny(db, row.id, personKeys(customer)))
    ? 'alreadyUsed'
    : undefined;
}

/**
 * Records that `quoteId` used the promotion, inside the transaction that stores the quote.
 * The count rises only below the limit (a conditional UPDATE: parallel requests queue on the
 * row, and exactly the limit succeed), and a once-per-customer code claims every key that names
 * the customer (account and e-mail) under a primary key, so a second use by the same person,
 * signed in or not, finds one taken. Anything refused throws, naming `promotionCode`, and rolls
 * the quote back.
 */
export async function redeemPromotion(
  tx: Transaction,
  {
    promotion,
    quoteId,
    customer,
  }: { promotion: AppliedPromotion; quoteId: string; customer: PromotionCustomer },
): Promise<void> {
  const promotions = tables.promotions;
  const [row] = await tx
    .update(promotions)
    .set({ redemptionCount: sql`${promotions.redemptionCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotion.promotionId),
        sql`(${promotions.maxRedemptions} is null or ${promotions.redemptionCount} < ${promotions.maxRedemptions})`,
      ),
    )
    .returning();
  if (!row) throw invalidField(PROMOTION_FIELD, refusalMessage('exhausted'));
  // Staff may have changed the code since it was checked: the quote carries what it now says.
  if (row.percentOff !== promotion.percentOff || row.oncePerCustomer !== promotion.oncePerCustomer) {
    throw invalidField(PROMOTION_FIELD, promotionChangedMessage);
  }
  await tx.insert(tables.promotionRedemptions).values({
    promotionId: row.id,
    quoteId,
    customerKey: customerKeyOf(customer) ?? '',
    discountCents: promotion.discountCents,
  });
  const keys = personKeys(customer);
  // A quote always names its contact e-mail, so a once-per-customer code always has a key.
  if (!row.oncePerCustomer || keys.length === 0) return;
  const claimed = await tx
    .insert(tables.promotionClaims)
    .values(keys.map((personKey) => ({ promotionId: row.id, personKey, quoteId })))
    .onConflictDoNothing()
    .returning({ personKey: tables.promotionClaims.personKey });
  if (claimed.length < keys.length) throw invalidField(PROMOTION_FIELD, refusalMessage('alreadyUsed'));
}
