import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@/lib/db/server';
import type { CustomerHistory } from './server';

/**
 * What a customer's or a company's page shows beside its quotes: the payments on `quoteIds`
 * (each with its quote's number) and the contact messages sent from `emails` (lower case).
 */
export async function paymentsAndMessages(
  db: Database,
  quoteIds: string[],
  emails: string[],
): Promise<Pick<CustomerHistory, 'payments' | 'messages'>> {
  const [payments, messages] = await Promise.all([
    quoteIds.length === 0
      ? []
      : db
          .select({ payment: tables.payments, quoteNumber: tables.quotes.number })
          .from(tables.payments)
          .innerJoin(tables.quotes, eq(tables.quotes.id, tables.payments.quoteId))
          .where(inArray(tables.payments.quoteId, quoteIds))
          .orderBy(desc(tables.payments.createdAt)),
    db
      .select()
      .from(tables.contactMessages)
      .where(inArray(sql`lower(${tables.contactMessages.email})`, emails))
      .orderBy(desc(tables.contactMessages.createdAt)),
  ]);
  return { payments: payments.map(({ payment, quoteNumber }) => ({ ...payment, quoteNumber })), messages };
}
