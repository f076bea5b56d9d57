import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDatabase, tables, type Transaction } from '@/lib/db/server';
import { DomainError, invalidField } from '@/lib/errors';
import { controlCharacterProblems } from '@/lib/http/server';
import * as z from '@/lib/zod';
import { savedAddressSchema, type SavedAddress, type SavedAddressInput } from '../address-schema';
import { SAVED_ADDRESS_LIMIT, accountDataMessages } from '../rules';

const addresses = tables.savedAddresses;

const shown = {
  id: addresses.id,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  postalCode: addresses.postalCode,
  country: addresses.country,
  isDefault: addresses.isDefault,
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Someone else's address, a deleted one and a malformed id all read the same. */
const notFound = () => new DomainError('not_found', accountDataMessages.addressNotFound, { field: 'id' });

/** The address typed, checked; the first problem is refused naming its field. */
function parseAddress(input: unknown): SavedAddressInput {
  const [control] = controlCharacterProblems(input);
  if (control) throw invalidField(control.location, control.clientMessage);
  const parsed = z.safeParse(savedAddressSchema, input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidField(String(issue.path[0] ?? 'address1'), issue.message);
  }
  return parsed.data;
}

/** The account's addresses, the default first, then oldest first (the order they were added). */
export async function listAddresses(userId: string): Promise<SavedAddress[]> {
  const { db } = await getDatabase();
  return db
    .select(shown)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

/**
 * One account's address writes wait for each other (a transaction-scoped advisory lock on the
 * account), so two saves at the limit cannot both pass the count, and two defaults cannot race.
 */
async function lockAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-addresses:${userId}`}))`);
}

async function clearDefault(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

const columnsOf = (address: SavedAddressInput) => ({
  address1: address.address1,
  address2: address.address2 ?? null,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  country: address.country,
});

/** Saves a new address; the account's first one is its default. Refused past the limit. */
export async function addAddress(userId: string, input: unknown): Promise<SavedAddress> {
  const address = parseAddress(input);
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (count >= SAVED_ADDRESS_LIMIT) {
      throw new DomainError('conflict', accountDataMessages.limitReached, { field: 'address1' });
    }
    const isDefault = address.isDefault || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [saved] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(address), isDefault })
      .returning(shown);
    return saved!;
  });
}

/** Changes one of the account's addresses; ticking "default" makes it the default. */
export async function updateAddress(userId: string, id: string, input: unknown): Promise<SavedAddress> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const address = parseAddress(input);
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if (address.isDefault) await clearDefault(tx, userId);
    const [saved] = await tx
      .update(addresses)
      .set({
        ...columnsOf(address),
        ...(address.isDefault ? { isDefault: true } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning(shown);
    if (!saved) throw notFound();
    return saved;
  });
}

/** Makes one of the account's addresses its default, the one the wizard preselects. */
export async function setDefaultAddress(userId: string, id: string): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await clearDefault(tx, userId);
    const [saved] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    // Throwing rolls the cleared default back: someone else's id changes nothing.
    if (!saved) throw notFound();
  });
}

/** Deletes one of the account's addresses; quotes that used it keep their own copy. */
export async function deleteAddress(userId: string, id: string): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const { db } = await getDatabase();
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw notFound();
}
