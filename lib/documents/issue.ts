import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { formatPostalAddress, site } from '@/content/site';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { documentFileName, documentKindLabels, formatDocumentNumber } from './names';
import {
  arithmeticProblem,
  invoiceContentSchema,
  receiptContentSchema,
  type DocumentContent,
  type DocumentKind,
  type IssuedDocument,
} from './types';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The one sequence invoices and receipts share. */
const SEQUENCE = 'documents';

export type StoredDocument = {
  id: string;
  kind: DocumentKind;
  number: number;
  quoteId: string;
  value: IssuedDocument;
  createdAt: Date;
};

/** The shop's details as site.ts has them now; frozen into each document at issue. */
export function shopNow(): IssuedDocument['shop'] {
  return {
    name: site.name,
    address: formatPostalAddress(),
    phone: site.phone.display,
    email: site.email,
  };
}

function checkedContent<Kind extends DocumentKind>(kind: Kind, content: DocumentContent<Kind>) {
  const parsed = (kind === 'invoice' ? invoiceContentSchema : receiptContentSchema).safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TypeError(`The ${kind}'s ${issue?.path.join('.') || 'value'} is not valid: ${issue?.message}`);
  }
  const problem = arithmeticProblem(parsed.data);
  if (problem) throw new RangeError(`The ${kind} cannot be issued: ${problem}`);
  return parsed.data;
}

/**
 * Locks the sequence's row until the transaction ends and answers its last number: issuers
 * take turns here, so the next number is theirs alone, and a rollback gives it back.
 */
async function lockSequence(tx: Transaction): Promise<number> {
  await tx.insert(tables.documentCounters).values({ name: SEQUENCE, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ lastNumber: tables.documentCounters.lastNumber })
    .from(tables.documentCounters)
    .where(eq(tables.documentCounters.name, SEQUENCE))
    .for('update');
  return row!.lastNumber;
}

async function quoteNumberOf(tx: Transaction, quoteId: string): Promise<string> {
  const [quote] = await tx
    .select({ number: tables.quotes.number })
    .from(tables.quotes)
    .where(eq(tables.quotes.id, quoteId))
    .limit(1);
  if (!quote) throw new RangeError('A document can only be issued for a stored quote.');
  return quote.number;
}

async function insertDocument<Kind extends DocumentKind>(
  tx: Transaction,
  kind: Kind,
  quoteId: string,
  content: DocumentContent<Kind>,
  lastNumber: number,
): Promise<StoredDocument> {
  const number = lastNumber + 1;
  const issuedAt = new Date();
  const value = {
    kind,
    number,
    issuedAt: issuedAt.toISOString(),
    quoteNumber: await quoteNumberOf(tx, quoteId),
    shop: shopNow(),
    ...checkedContent(kind, content),
  } as IssuedDocument;
  const [row] = await tx
    .insert(tables.documents)
    .values({ kind, number, quoteId, value, createdAt: issuedAt })
    .returning();
  await tx
    .update(tables.documentCounters)
    .set({ lastNumber: number })
    .where(eq(tables.documentCounters.name, SEQUENCE));
  return row!;
}

/**
 * Issues a document for the quote and answers it with its number. `db` may be the caller's
 * own transaction (e.g. the one recording a payment): the number is then taken and kept only
 * if that transaction commits, so numbers run 1, 2, 3... with no gaps and no repeats. The
 * figures must add up (see `arithmeticProblem`) or nothing is issued.
 */
export async function issueDocument<Kind extends DocumentKind>(
  db: Database | Transaction,
  kind: Kind,
  quoteId: string,
  content: DocumentContent<Kind>,
): Promise<StoredDocument> {
  return db.transaction(async (tx) => insertDocument(tx, kind, quoteId, content, await lockSequence(tx)));
}

/**
 * The quote's invoice: issued now, or the one already issued (whose figures stand: an issued
 * document never changes). Safe to call again, and from parallel requests: one invoice only.
 */
export async function issueInvoiceOnce(
  db: Database | Transaction,
  quoteId: string,
  content: DocumentContent<'invoice'>,
): Promise<StoredDocument> {
  return db.transaction(async (tx) => {
    // Taking the sequence's lock first makes a parallel call wait for this one's commit, so
    // the check below sees its invoice.
    const lastNumber = await lockSequence(tx);
    const [existing] = await tx
      .select()
      .from(tables.documents)
      .where(and(eq(tables.documents.quoteId, quoteId), eq(tables.documents.kind, 'invoice')))
      .limit(1);
    return existing ?? insertDocument(tx, 'invoice', quoteId, content, lastNumber);
  });
}

/** The documents issued for a quote, in the order they were issued. */
async function documentsOfQuote(quoteId: string): Promise<StoredDocument[]> {
  const { db } = await getDatabase();
  return db
    .select()
    .from(tables.documents)
    .where(eq(tables.documents.quoteId, quoteId))
    .orderBy(asc(tables.documents.number));
}

/** A document as a list shows it, with the address that downloads its PDF. */
export type DocumentLink = {
  kind: DocumentKind;
  label: string;
  number: string;
  issuedAt: Date;
  totalCents: number;
  fileName: string;
  href: string;
};

/**
 * The quote's documents as links to their PDFs. A guest's links carry the e-mailed link's
 * token, which is what lets the download route open the quote for them.
 */
/** Where a document's PDF is downloaded: with the quote's link token for a guest. */
export function documentHref(
  quoteNumber: string,
  kind: DocumentKind,
  number: number,
  accessToken?: string,
): string {
  const path = `/api/quotes/${encodeURIComponent(quoteNumber)}/documents/${documentFileName(kind, number)}`;
  return accessToken ? `${path}?access=${encodeURIComponent(accessToken)}` : path;
}

export async function documentLinks(
  quote: { id: string; number: string },
  accessToken?: string,
): Promise<DocumentLink[]> {
  return (await documentsOfQuote(quote.id)).map((document) => {
    const fileName = documentFileName(document.kind, document.number);
    return {
      kind: document.kind,
      label: documentKindLabels[document.kind],
      number: formatDocumentNumber(document.number),
      issuedAt: document.createdAt,
      totalCents: document.value.totalCents,
      fileName,
      href: documentHref(quote.number, document.kind, document.number, accessToken),
    };
  });
}

/** One document of a quote, by kind and number; undefined when the quote has no such one. */
export async function documentOfQuote(
  quoteId: string,
  kind: DocumentKind,
  number: number,
): Promise<StoredDocument | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(tables.documents)
    .where(
      and(
        eq(tables.documents.quoteId, quoteId),
        eq(tables.documents.kind, kind),
        eq(tables.documents.number, number),
      ),
    )
    .limit(1);
  return row;
}
