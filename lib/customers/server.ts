import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables } from '@/lib/db/server';
import { controlCharacterProblems } from '@/lib/http/server';
import { quoteSearchCondition } from '@/lib/orders/server';
import { paymentStatusSql } from '@/lib/payments/server';
import type { PaymentStatus } from '@/lib/payments';
import { paymentsAndMessages } from './history';

/**
 * The console's customers (issue 35 §4): everyone who sent a quote, by e-mail address (the
 * one name quotes, accounts and contact messages share), with their whole history; and the
 * company accounts (lib/companies), each with its members' history.
 */
export { companyHref, customerHref } from './href';
export {
  companyHistory,
  companyIdSchema,
  listCompanies,
  type CompanyHistory,
  type CompanyRow,
} from './companies';

/** Customers on one page of the list, the most recently active first. */
const CUSTOMERS_PAGE_SIZE = 50;
/** Latest quotes whose customers the list shows when nobody searches. */
const RECENT_QUOTES = 500;

/** `?q=`: what the box holds; anything else (a list, a NUL, a novel) is no search at all. */
export const customerSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .refine((text) => controlCharacterProblems(text).length === 0)
    .optional()
    .catch(undefined),
});

/** `%40` as `@`; a broken escape stays as it is (and then is no e-mail). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The e-mail of a customer page's path segment: one address, as the quotes store it, any
 * case. Decoded here, whether or not the router did already: an address holds no `%`.
 */
export const customerEmailSchema = z
  .string()
  .transform(decoded)
  .pipe(z.string().trim().max(320).pipe(z.email()))
  .transform((email) => email.toLowerCase());

export type CustomerRow = {
  email: string;
  name: string;
  company: string | null;
  quotes: number;
  lastQuoteAt: Date;
};

const quotes = tables.quotes;
const emailKey = sql<string>`lower(${quotes.contactEmail})`;

/**
 * Customers with a quote matching the search (a quote number, a name, an e-mail: as the quote
 * list's box), most recent first, each with all their quotes counted and the name and company
 * of their latest quote.
 */
export async function listCustomers(search?: string): Promise<CustomerRow[]> {
  const { db } = await getDatabase();
  const condition = search ? quoteSearchCondition(search) : undefined;
  // Without a search, the customers of the latest quotes (newest first on the inbox's index):
  // grouping every quote ever sent to find the most recent customers would read them all.
  const matching = inArray(
    emailKey,
    condition
      ? db.selectDistinct({ email: emailKey }).from(quotes).where(condition).limit(CUSTOMERS_PAGE_SIZE)
      : db
          .select({ email: emailKey })
          .from(quotes)
          .orderBy(desc(quotes.createdAt), desc(quotes.id))
          .limit(RECENT_QUOTES),
  );
  const rows = await db
    .select({
      email: emailKey,
      // The latest quote's name and company: what the customer calls themselves now.
      name: sql<string>`(array_agg(${quotes.contactName} order by ${quotes.createdAt} desc))[1]`,
      company: sql<string | null>`(array_agg(${quotes.companyName} order by ${quotes.createdAt} desc))[1]`,
      quotes: sql<number>`count(*)`.mapWith(Number),
      lastQuoteAt: sql<string>`max(${quotes.createdAt})`,
    })
    .from(quotes)
    .where(matching)
    .groupBy(emailKey)
    .orderBy(desc(sql`max(${quotes.createdAt})`))
    .limit(CUSTOMERS_PAGE_SIZE);
  return rows.map((row) => ({ ...row, lastQuoteAt: new Date(row.lastQuoteAt) }));
}

type QuoteOfCustomer = Pick<
  typeof tables.quotes.$inferSelect,
  'id' | 'number' | 'status' | 'product' | 'quantity' | 'totalCents' | 'createdAt' | 'userId'
> & { paymentStatus: PaymentStatus };

export type CustomerHistory = {
  email: string;
  contact: { name: string; phone: string; company: string | null };
  /** The built-in identity's account of this e-mail, if any. */
  account?: { name: string; phone: string; confirmed: boolean; createdAt: Date };
  /** The accounts (token subjects) the customer sent quotes from while signed in. */
  accountIds: string[];
  quotes: QuoteOfCustomer[];
  payments: (typeof tables.payments.$inferSelect & { quoteNumber: string })[];
  messages: (typeof tables.contactMessages.$inferSelect)[];
};

/** Everything the shop has of one customer, newest first; undefined when they sent no quote. */
export async function customerHistory(email: string): Promise<CustomerHistory | undefined> {
  const { db } = await getDatabase();
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      product: quotes.product,
      quantity: quotes.quantity,
      totalCents: quotes.totalCents,
      createdAt: quotes.createdAt,
      userId: quotes.userId,
      contactName: quotes.contactName,
      contactPhone: quotes.contactPhone,
      companyName: quotes.companyName,
      paymentStatus: paymentStatusSql(),
    })
    .from(quotes)
    .where(eq(emailKey, email))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const latest = rows[0];
  if (!latest) return undefined;
  const [{ payments, messages }, [account]] = await Promise.all([
    paymentsAndMessages(
      db,
      rows.map((row) => row.id),
      [email],
    ),
    db.select().from(tables.identityUsers).where(eq(tables.identityUsers.username, email)).limit(1),
  ]);
  return {
    email,
    contact: { name: latest.contactName, phone: latest.contactPhone, company: latest.companyName },
    ...(account
      ? {
          account: {
            name: account.name,
            phone: account.phone,
            confirmed: account.confirmed,
            createdAt: account.createdAt,
          },
        }
      : {}),
    accountIds: [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))],
    quotes: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      product: row.product,
      quantity: row.quantity,
      totalCents: row.totalCents,
      createdAt: row.createdAt,
      userId: row.userId,
      paymentStatus: row.paymentStatus,
    })),
    payments,
    messages,
  };
}
