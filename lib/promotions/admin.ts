import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tables, type Database } from '@/lib/db/server';
import { daysRemaining, dealWindow, isDealRunning } from '@/lib/deal';
import { DomainError, invalidField } from '@/lib/errors';
import { PROMOTION_CODE_MAX_LENGTH, PROMOTION_CODE_MIN_LENGTH } from '@/lib/constants';
import { quoteProducts } from '@/content/quote-products';
import { cacheTags, publishChange } from '@/lib/site-cache/server';
import { normalizeCode } from './rules';
import { promotionsDatabase } from './store';

export type StaffPromotion = typeof tables.promotions.$inferSelect;

/** The products a code may be limited to: the wizard's (content/quote-products.ts). */
export const promotionProducts = quoteProducts.map((product) => ({ id: product.id, name: product.name }));

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string) => isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const day = (label: string) =>
  z
    .string()
    .trim()
    .refine(validDay, { message: `${label} must be a date (YYYY-MM-DD).` });
const checkbox = z.literal('on').optional().transform(Boolean);
const versionMissing = 'The version is missing. Please reload the page.';
const CODE_PATTERN = new RegExp(`^[A-Z0-9-]{${PROMOTION_CODE_MIN_LENGTH},${PROMOTION_CODE_MAX_LENGTH}}$`);

/**
 * The console's deal form, as the browser posts it: every value a string, a ticked box 'on',
 * each product its own box (`product-<id>`).
 */
export const promotionFormSchema = z
  .object({
    // Present when editing a deal; empty or absent when creating one.
    id: z
      .union([z.uuid({ message: 'No such deal.' }), z.literal('')])
      .optional()
      .transform((id) => id || undefined),
    // The version an edited deal was opened at, checked on save.
    version: z.coerce
      .number({ message: versionMissing })
      .int(versionMissing)
      .min(1, versionMissing)
      .optional(),
    code: z
      .string()
      .transform(normalizeCode)
      .refine((code) => CODE_PATTERN.test(code), {
        message: `The code must be ${PROMOTION_CODE_MIN_LENGTH} to ${PROMOTION_CODE_MAX_LENGTH} letters, digits or hyphens.`,
      }),
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a title.')
      .max(80, 'The title must be at most 80 characters.'),
    description: z
      .string()
      .trim()
      .min(1, 'Please enter a description.')
      .max(400, 'The description must be at most 400 characters.'),
    percentOff: z.coerce
      .number({ message: 'The percent off must be a whole number from 1 to 100.' })
      .int('The percent off must be a whole number from 1 to 100.')
      .min(1, 'The percent off must be a whole number from 1 to 100.')
      .max(100, 'The percent off must be a whole number from 1 to 100.'),
    startsOn: day('The first day'),
    expiresOn: day('The last day'),
    maxRedemptions: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : Number(value)))
      .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 1_000_000), {
        message: 'The limit must be a whole number of at least 1 (or empty for no limit).',
      }),
    oncePerCustomer: checkbox,
    combinable: checkbox,
    featured: checkbox,
    ...Object.fromEntries(promotionProducts.map((product) => [`product-${product.id}`, checkbox])),
  })
  .refine((input) => !input.id || input.version !== undefined, { path: ['version'], message: versionMissing })
  .refine((input) => input.expiresOn >= input.startsOn, {
    path: ['expiresOn'],
    message: 'The last day must be on or after the first day.',
  })
  .transform(
    ({
      id,
      version,
      code,
      title,
      description,
      percentOff,
      startsOn,
      expiresOn,
      maxRedemptions,
      ...flags
    }) => ({
      id,
      version,
      code,
      title,
      description,
      percentOff,
      startsOn,
      expiresOn,
      maxRedemptions,
      oncePerCustomer: flags.oncePerCustomer,
      combinable: flags.combinable,
      featured: flags.featured,
      productIds: promotionProducts
        .filter((product) => (flags as Record<string, boolean>)[`product-${product.id}`])
        .map((product) => product.id),
    }),
  );

export type PromotionInput = z.infer<typeof promotionFormSchema>;

export const codeTakenMessage = 'Another deal already uses this code.';
export const staleDealMessage =
  'Someone else saved this deal since you opened it. Reload the page to see their changes, then make yours again.';

/**
 * Creates a deal (no `id`) or changes one, as `staffEmail`, if no one else saved it since the
 * form was opened at `version`; the deal pages are refreshed.
 */
export async function savePromotion(
  { id, version, ...input }: PromotionInput,
  staffEmail: string,
): Promise<StaffPromotion> {
  const db = await promotionsDatabase();
  const promotions = tables.promotions;
  const sameCode = eq(sql`upper(${promotions.code})`, input.code);
  const [taken] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(id ? and(sameCode, ne(promotions.id, id)) : sameCode)
    .limit(1);
  if (taken) throw invalidField('code', codeTakenMessage);
  const [row] = id
    ? // Of two saves of the same version exactly one matches.
      await db
        .update(promotions)
        .set({
          ...input,
          version: sql`${promotions.version} + 1`,
          updatedBy: staffEmail,
          updatedAt: new Date(),
        })
        .where(and(eq(promotions.id, id), eq(promotions.version, version ?? 0)))
        .returning()
    : // Two staff saving the same new code at once: the unique index lets one in.
      await db
        .insert(promotions)
        .values({ ...input, createdBy: staffEmail, updatedBy: staffEmail })
        .onConflictDoNothing()
        .returning();
  if (!row) throw id ? await refusedEdit(db, id) : invalidField('code', codeTakenMessage);
  // Every instance's pages that show deals are refreshed from this (lib/site-cache).
  await publishChange([cacheTags.deals], db);
  return row;
}

/** Why an edit matched no row: the deal is gone, or someone saved it since it was opened. */
async function refusedEdit(db: Database, id: string): Promise<DomainError> {
  const [current] = await db
    .select({ id: tables.promotions.id })
    .from(tables.promotions)
    .where(eq(tables.promotions.id, id));
  return current
    ? new DomainError('conflict', staleDealMessage, { field: 'version' })
    : invalidField('id', 'This deal no longer exists.');
}

export type PromotionState = 'running' | 'upcoming' | 'ended';

/** Where a deal stands at `now`, in shop time. */
function promotionState(row: Pick<StaffPromotion, 'startsOn' | 'expiresOn'>, now: Date): PromotionState {
  const window = dealWindow(row);
  if (isDealRunning(window, now)) return 'running';
  return daysRemaining(window, now) > 0 ? 'upcoming' : 'ended';
}

/** Every deal for the console, newest first, with where it stands. */
export async function listPromotionsForStaff(
  now = new Date(),
): Promise<(StaffPromotion & { state: PromotionState })[]> {
  const db = await promotionsDatabase();
  const rows = await db.select().from(tables.promotions).orderBy(desc(tables.promotions.startsOn));
  return rows.map((row) => ({ ...row, state: promotionState(row, now) }));
}

export async function findPromotion(id: string): Promise<StaffPromotion | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined;
  const db = await promotionsDatabase();
  const [row] = await db.select().from(tables.promotions).where(eq(tables.promotions.id, id)).limit(1);
  return row;
}
