import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '@/lib/config/server';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { invalidField } from '@/lib/errors';

/*
 * Who runs the shop console: STAFF_EMAILS and the staff added in the console. One small part that
 * the identity service (the groups in its tokens), auth (every console request) and the console's
 * staff page all use, so none of them depends on another for it.
 */

/** The identity pool group whose members run the shop console (the `cognito:groups` claim). */
export const STAFF_GROUP = 'staff';

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Whether an account's e-mail makes it staff with the built-in identity service: listed in
 * STAFF_EMAILS or added in the console. Only for a confirmed e-mail: whoever signs up with the
 * shop's address but cannot read its mail must never get the console.
 */
export async function isStaffEmail(
  db: Database,
  account: { email: string; confirmed: boolean },
): Promise<boolean> {
  if (!account.confirmed || !account.email) return false;
  const email = normalize(account.email);
  if (config().staffEmails.includes(email)) return true;
  const [row] = await db
    .select({ email: tables.staffMembers.email })
    .from(tables.staffMembers)
    .where(eq(tables.staffMembers.email, email))
    .limit(1);
  return Boolean(row);
}

/** The groups an account's tokens carry: staff, or none (the only group the shop has). */
export async function groupsOf(
  db: Database,
  account: { email: string; confirmed: boolean },
): Promise<string[]> {
  return (await isStaffEmail(db, account)) ? [STAFF_GROUP] : [];
}

type StaffEntry = { email: string; source: 'configuration' | 'console'; addedBy?: string };

/** Everyone who is staff: STAFF_EMAILS first (not removable here), then those added in the console. */
export async function listStaff(): Promise<StaffEntry[]> {
  const { db } = await getDatabase();
  const configured = config().staffEmails;
  const added = await db.select().from(tables.staffMembers).orderBy(asc(tables.staffMembers.email));
  return [
    ...configured.map((email): StaffEntry => ({ email, source: 'configuration' })),
    ...added
      .filter((row) => !configured.includes(row.email))
      .map((row): StaffEntry => ({ email: row.email, source: 'console', addedBy: row.addedBy })),
  ];
}

const staffEmailSchema = z.email({ message: 'Please enter a valid e-mail address.' }).max(254);

/** Adds staff by e-mail; they become staff once they sign in with that address confirmed. */
export async function addStaff(input: { email: string; addedBy: string }): Promise<void> {
  const parsed = staffEmailSchema.safeParse(normalize(input.email));
  if (!parsed.success) throw invalidField('email', parsed.error.issues[0]!.message);
  const email = parsed.data;
  if (config().staffEmails.includes(email)) {
    throw invalidField('email', `${email} is already staff (STAFF_EMAILS).`);
  }
  const { db } = await getDatabase();
  const [added] = await db
    .insert(tables.staffMembers)
    .values({ email, addedBy: input.addedBy })
    .onConflictDoNothing()
    .returning();
  if (!added) throw invalidField('email', `${email} is already staff.`);
}

/**
 * Removes console-added staff; it takes effect on their next request. STAFF_EMAILS staff are
 * removed by changing the configuration, and nobody removes themself (the shop would otherwise
 * lock out its last console user with one click).
 */
export async function removeStaff(input: { email: string; removedBy: string }): Promise<void> {
  const email = normalize(input.email);
  if (config().staffEmails.includes(email)) {
    throw invalidField('email', `${email} is set in STAFF_EMAILS and cannot be removed here.`);
  }
  if (email === normalize(input.removedBy)) throw invalidField('email', 'You cannot remove yourself.');
  const { db } = await getDatabase();
  const removed = await db
    .delete(tables.staffMembers)
    .where(eq(tables.staffMembers.email, email))
    .returning();
  if (removed.length === 0) throw invalidField('email', `${email} is not staff.`);
}
