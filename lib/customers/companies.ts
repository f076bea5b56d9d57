import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables } from '@/lib/db/server';
import { paymentStatusSql } from '@/lib/payments/server';
import { paymentsAndMessages } from './history';
import type { CustomerHistory } from './server';

/** Companies on one page of the console's list. */
const COMPANIES_PAGE_SIZE = 50;

const companies = tables.companies;
const quotes = tables.quotes;

export type CompanyRow = {
  id: string;
  name: string;
  billingEmail: string;
  members: number;
  quotes: number;
  closedAt: Date | null;
  createdAt: Date;
};

/** A company page's path segment: a company id, or nothing (a 404). */
export const companyIdSchema = z.uuid();

/** The escape of `%`, `_` and `\` in a LIKE pattern, so a search matches what was typed. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Companies whose name starts with `search` (any case), or the newest when nobody searches. */
export async function listCompanies(search?: string): Promise<CompanyRow[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      billingEmail: companies.billingEmail,
      closedAt: companies.closedAt,
      createdAt: companies.createdAt,
      members:
        sql<number>`(select count(*) from ${tables.companyMembers} where ${tables.companyMembers.companyId} = ${companies.id})`.mapWith(
          Number,
        ),
      quotes:
        sql<number>`(select count(*) from ${quotes} where ${quotes.companyId} = ${companies.id})`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .where(search ? sql`lower(${companies.name}) like ${likePrefix(search)}` : undefined)
    .orderBy(search ? asc(sql`lower(${companies.name})`) : desc(companies.createdAt), asc(companies.id))
    .limit(COMPANIES_PAGE_SIZE);
  return rows;
}

export type CompanyHistory = {
  company: typeof companies.$inferSelect;
  members: (typeof tables.companyMembers.$inferSelect)[];
  quotes: (CustomerHistory['quotes'][number] & { contactName: string })[];
  payments: CustomerHistory['payments'];
  /** Contact form messages from the members' addresses. */
  messages: CustomerHistory['messages'];
};

/** Everything the shop has of one company, newest first; undefined for no such company. */
export async function companyHistory(id: string): Promise<CompanyHistory | undefined> {
  const { db } = await getDatabase();
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) return undefined;
  const [members, rows] = await Promise.all([
    db
      .select()
      .from(tables.companyMembers)
      .where(eq(tables.companyMembers.companyId, id))
      .orderBy(asc(tables.companyMembers.joinedAt)),
    db
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
        paymentStatus: paymentStatusSql(),
      })
      .from(quotes)
      .where(eq(quotes.companyId, id))
      .orderBy(desc(quotes.createdAt), desc(quotes.id)),
  ]);
  const emails = [company.billingEmail, ...members.map((member) => member.email)].map((email) =>
    email.toLowerCase(),
  );
  const { payments, messages } = await paymentsAndMessages(
    db,
    rows.map((row) => row.id),
    emails,
  );
  return {
    company,
    members,
    quotes: rows,
    payments,
    messages,
  };
}
