import 'server-only';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANY_NAME_MAX_LENGTH } from '@/lib/constants';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db/server';
import { formatCents, parseDollars } from './amounts';
import { paymentErrors } from './errors';
import { addDays, shopDay } from '@/lib/shop-time';
import { daysOverdue, NET_DAYS_CHOICES, netLabel, TERMS_NOTE_AUTHOR, withinCreditLimit } from './terms-rules';

type Reader = Database | Transaction;
type QuoteRow = typeof tables.quotes.$inferSelect;
export type AccountTermsRow = typeof tables.accountTerms.$inferSelect;

const quotes = tables.quotes;
const accountTerms = tables.accountTerms;

/** What a quote still owes (total less succeeded payments, never below 0), for each quote row. */
const balanceSql = sql<number>`greatest(0, ${quotes.totalCents} - coalesce((select sum(p.amount_cents) from ${tables.payments} p where p.quote_id = ${quotes.id} and p.kind = 'payment' and p.status = 'succeeded'), 0))`;

/** Orders sold on terms and still open: what an account owes on terms is their balance. */
const soldOnTermsAndOpen = and(isNotNull(quotes.termsDueOn), ne(quotes.status, 'cancelled'));

/** What `userId` owes on orders sold on terms, leaving out `exceptQuoteId` (the one being approved). */
async function openBalanceCents(db: Reader, userId: string, exceptQuoteId?: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${balanceSql}), 0)` })
    .from(quotes)
    .where(
      and(
        eq(quotes.userId, userId),
        soldOnTermsAndOpen,
        exceptQuoteId ? ne(quotes.id, exceptQuoteId) : undefined,
      ),
    );
  return Number(row?.balance ?? 0);
}

const termsInput = z.object({
  companyName: z
    .string()
    .trim()
    .min(1, 'Please enter the company name.')
    .max(COMPANY_NAME_MAX_LENGTH, `The company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters.`),
  netDays: z.coerce.number().refine((days) => (NET_DAYS_CHOICES as readonly number[]).includes(days), {
    message: `Choose ${NET_DAYS_CHOICES.map(netLabel).join(', ')}.`,
  }),
  creditLimit: z.string(),
});

/**
 * Staff put the account that sent `quoteId` on terms, or change its terms. Only a quote sent
 * by a signed-in account names one; its e-mail is kept as the quote shows it.
 */
export async function setAccountTerms(input: {
  quoteId: string;
  companyName: string;
  netDays: string;
  creditLimit: string;
  staffEmail: string;
}): Promise<AccountTermsRow> {
  const parsed = termsInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw paymentErrors.invalid(String(issue.path[0]), issue.message);
  }
  const creditLimitCents = parseDollars(parsed.data.creditLimit);
  if (creditLimitCents === undefined) {
    throw paymentErrors.invalid(
      'creditLimit',
      'Enter the credit limit in dollars, greater than zero (e.g. 5000).',
    );
  }
  const { db } = await getDatabase();
  const [quote] = await db
    .select({ userId: quotes.userId, email: quotes.contactEmail })
    .from(quotes)
    .where(eq(quotes.id, input.quoteId))
    .limit(1);
  if (!quote) throw paymentErrors.quoteNotFound();
  if (!quote.userId) {
    throw paymentErrors.invalid(
      'quoteId',
      'A guest sent this quote: only a signed-in account can be put on terms.',
    );
  }
  const values = {
    email: quote.email,
    companyName: parsed.data.companyName,
    netDays: parsed.data.netDays,
    creditLimitCents,
    setBy: input.staffEmail,
    setAt: new Date(),
  };
  const [row] = await db
    .insert(accountTerms)
    .values({ userId: quote.userId, ...values })
    .onConflictDoUpdate({ target: accountTerms.userId, set: values })
    .returning();
  return row!;
}

/** Takes an account off terms; what it already bought on terms stays due as invoiced. */
export async function removeAccountTerms(userId: string): Promise<AccountTermsRow | undefined> {
  const { db } = await getDatabase();
  const [row] = await db.delete(accountTerms).where(eq(accountTerms.userId, userId)).returning();
  return row;
}

export type AccountOnTerms = AccountTermsRow & { openBalanceCents: number; creditLeftCents: number };

async function withBalance(db: Reader, row: AccountTermsRow): Promise<AccountOnTerms> {
  const open = await openBalanceCents(db, row.userId);
  return { ...row, openBalanceCents: open, creditLeftCents: Math.max(0, row.creditLimitCents - open) };
}

/** Every account on terms, by company, with what it owes on terms and the credit it has left. */
export async function accountsOnTerms(): Promise<AccountOnTerms[]> {
  const { db } = await getDatabase();
  const rows = await db.select().from(accountTerms).orderBy(asc(accountTerms.companyName));
  return Promise.all(rows.map((row) => withBalance(db, row)));
}

/** One account's terms with its balance, or undefined when it is not on terms. */
export async function accountTermsOf(userId: string): Promise<AccountOnTerms | undefined> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(accountTerms).where(eq(accountTerms.userId, userId)).limit(1);
  return row ? withBalance(db, row) : undefined;
}

/**
 * Decides, in the transaction approving `quote`'s proof, whether the order is sold on terms:
 * its account is on terms and what it owes on terms plus this order stays within the credit
 * limit. The account's row is locked, so approvals of one account race one at a time: the
 * second sees the first's order in the balance. On terms, the due date is stored on the quote
 * (approval day plus net days, shop time) and never moves again; over the limit, the history
 * says why the order waits for payment. Answers the invoice's due date (YYYY-MM-DD).
 */
export async function termsAtApproval(tx: Transaction, quote: QuoteRow, now = new Date()): Promise<string> {
  const today = shopDay(now);
  if (!quote.userId) return today;
  const [terms] = await tx
    .select()
    .from(accountTerms)
    .where(eq(accountTerms.userId, quote.userId))
    .for('update')
    .limit(1);
  if (!terms) return today;
  const open = await openBalanceCents(tx, quote.userId, quote.id);
  if (!withinCreditLimit(open, quote.totalCents, terms.creditLimitCents)) {
    await tx.insert(tables.quoteEvents).values({
      quoteId: quote.id,
      kind: 'note',
      actorRole: 'system',
      actorName: TERMS_NOTE_AUTHOR,
      note: `Not sold on terms: ${terms.companyName} owes ${formatCents(open)} on terms, and this order's ${formatCents(quote.totalCents)} would pass its credit limit of ${formatCents(terms.creditLimitCents)}. Payment comes first, as for any order.`,
    });
    return today;
  }
  const dueOn = addDays(today, terms.netDays);
  await tx
    .update(quotes)
    .set({ termsDueOn: dueOn, termsNetDays: terms.netDays })
    .where(eq(quotes.id, quote.id));
  return dueOn;
}

export type OpenInvoice = Pick<
  QuoteRow,
  'number' | 'contactName' | 'contactEmail' | 'companyName' | 'poNumber' | 'totalCents'
> & { dueOn: string; netDays: number | null; balanceCents: number; daysOverdue: number };

/** Orders sold on terms with a balance, soonest due first, with how many days each is overdue. */
export async function openInvoices(now = new Date()): Promise<OpenInvoice[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({
      number: quotes.number,
      contactName: quotes.contactName,
      contactEmail: quotes.contactEmail,
      companyName: quotes.companyName,
      poNumber: quotes.poNumber,
      totalCents: quotes.totalCents,
      dueOn: sql<string>`${quotes.termsDueOn}::text`,
      netDays: quotes.termsNetDays,
      balance: balanceSql,
    })
    .from(quotes)
    .where(and(soldOnTermsAndOpen, sql`${balanceSql} > 0`))
    .orderBy(asc(quotes.termsDueOn), asc(quotes.number));
  const today = shopDay(now);
  return rows.map(({ balance, ...row }) => ({
    ...row,
    balanceCents: Number(balance),
    daysOverdue: daysOverdue(row.dueOn, today),
  }));
}
