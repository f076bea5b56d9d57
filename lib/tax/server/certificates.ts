import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionUser } from '@/lib/auth/server';
import { companyOwnerIds } from '@/lib/companies/server';
import { config } from '@/lib/config/server';
import { CERTIFICATE_NOTE_MAX_LENGTH } from '@/lib/constants';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { dayEndsAt } from '@/lib/shop-time';
import { emailComposer } from '@/lib/email-texts/server';
import { DomainError, invalidField } from '@/lib/errors';
import { controlCharacterProblems } from '@/lib/http/server';
import { describeError } from '@/lib/log';
import { deliverMessages, recordMessages } from '@/lib/messaging/server';
import { artworkStorage } from '@/lib/storage/server';
import { startsLikeArtwork } from '@/lib/storage';
import { CERTIFICATE_MAX_BYTES, certificateFileMessages } from '../certificate-files';
import { certificateDetailsSchema, certificateFileSchema } from '../schema';
import { exemptionApplies, exemptionReason, type Exemption } from '../tax';
import { certificateDecisionMessage } from './messages';

export type CertificateRow = typeof tables.exemptionCertificates.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a customer uploads and follows their certificates (linked from the dashboard and e-mails). */
export const CERTIFICATES_PAGE = '/dashboard/tax-exemption';

/** Certificates waiting for review per account: enough for every state it buys in, not a flood. */
export const MAX_PENDING_CERTIFICATES = 5;

const firstProblem = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return invalidField(String(issue.path[0] ?? 'file'), issue.message);
};

/** PostgreSQL cannot store a NUL, and other control characters only hide or forge text. */
function refuseControlCharacters(input: unknown): void {
  const [problem] = controlCharacterProblems(input);
  if (problem) throw invalidField(problem.location, problem.clientMessage);
}

/** An upload link for a certificate file: PDF, PNG or JPEG, its exact size bound, at most 10 MB. */
export async function presignCertificateUpload(input: unknown): Promise<{ uploadURL: string }> {
  refuseControlCharacters(input);
  const parsed = certificateFileSchema.safeParse(input);
  if (!parsed.success) throw invalidField('file', parsed.error.issues[0]!.message);
  return artworkStorage().presignUpload(parsed.data);
}

/**
 * Takes up an uploaded file as a certificate. The store's upload link binds type and size,
 * but any upload of the store could be named here (the quote wizard's take 50 MB and more
 * types), so the stored file itself is measured and its first bytes judged.
 */
async function takeUpCertificateFile(fileUrl: string, fileType: string): Promise<string> {
  const storage = artworkStorage();
  const fileRef = await storage.acceptUpload(fileUrl).catch((error: unknown) => {
    // The store names the quote's field (uploadedFileUrl); this form's is `file`.
    if (error instanceof DomainError) throw invalidField('file', error.message);
    throw error;
  });
  if (!fileRef) throw invalidField('file', 'Please upload the certificate file again.');
  const stored = await storage.readStart(fileRef, CERTIFICATE_MAX_BYTES + 1);
  if (!stored) throw invalidField('file', 'Please upload the certificate file again.');
  if (stored.byteLength > CERTIFICATE_MAX_BYTES) throw invalidField('file', certificateFileMessages.tooLarge);
  if (!startsLikeArtwork(fileType, Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength))) {
    throw invalidField('file', certificateFileMessages.type);
  }
  return fileRef;
}

/** Refuses a submission from an account that already has the most certificates waiting. */
async function refuseOverPendingCap(db: Database | Transaction, userId: string): Promise<void> {
  const certificates = tables.exemptionCertificates;
  const [pending] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.status, 'pending')));
  if ((pending?.count ?? 0) >= MAX_PENDING_CERTIFICATES) {
    throw invalidField(
      'file',
      `You have ${MAX_PENDING_CERTIFICATES} certificates waiting for review. Please wait for our answer.`,
    );
  }
}

const submission = certificateDetailsSchema.extend({
  fileUrl: z.url({ error: certificateFileMessages.missing }),
  fileName: z.string().trim().min(1, certificateFileMessages.missing).max(200, 'The file name is too long.'),
  fileType: certificateFileSchema.shape.fileType,
});

/** A customer's certificate, waiting for staff's review. */
export async function submitCertificate(
  user: Pick<SessionUser, 'userId' | 'email'>,
  input: unknown,
  now = new Date(),
): Promise<CertificateRow> {
  refuseControlCharacters(input);
  const parsed = submission.safeParse(input);
  if (!parsed.success) throw firstProblem(parsed.error);
  const details = parsed.data;
  if (now.getTime() >= dayEndsAt(details.expiresOn).getTime()) {
    throw invalidField('expiresOn', 'This certificate has expired. Please upload a current one.');
  }
  const { db } = await getDatabase();
  // Checked before the file is taken up too, so a refused form leaves no file behind.
  await refuseOverPendingCap(db, user.userId);
  const fileRef = await takeUpCertificateFile(details.fileUrl, details.fileType);
  return db.transaction(async (tx) => {
    // One account's submissions queue behind each other, so parallel uploads cannot pass the cap.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`certificates:${user.userId}`}, 0))`,
    );
    await refuseOverPendingCap(tx, user.userId);
    const [row] = await tx
      .insert(tables.exemptionCertificates)
      .values({
        userId: user.userId,
        email: user.email,
        kind: details.kind,
        state: details.state,
        number: details.number,
        expiresOn: details.expiresOn,
        fileRef,
        fileName: details.fileName,
        fileType: details.fileType,
      })
      .returning();
    return row!;
  });
}

/** An account's certificates, newest first. */
export async function certificatesOf(userId: string): Promise<CertificateRow[]> {
  const { db } = await getDatabase();
  return db
    .select()
    .from(tables.exemptionCertificates)
    .where(eq(tables.exemptionCertificates.userId, userId))
    .orderBy(desc(tables.exemptionCertificates.createdAt));
}

export type QueuedCertificate = CertificateRow & { downloadUrl?: string };

/** The console's review queue: those waiting, oldest first, then the latest decisions. */
export async function certificateQueue(): Promise<{
  pending: QueuedCertificate[];
  decided: CertificateRow[];
}> {
  const { db } = await getDatabase();
  const certificates = tables.exemptionCertificates;
  const [waiting, decided] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(eq(certificates.status, 'pending'))
      .orderBy(asc(certificates.createdAt)),
    db
      .select()
      .from(certificates)
      .where(sql`${certificates.status} <> 'pending'`)
      .orderBy(desc(certificates.reviewedAt))
      .limit(50),
  ]);
  const storage = artworkStorage();
  const pending = await Promise.all(
    waiting.map(async (row) => ({ ...row, downloadUrl: await storage.downloadUrl(row.fileRef) })),
  );
  return { pending, decided };
}

/**
 * Staff's decision on a pending certificate (a rejection needs a note saying why); the
 * customer is e-mailed it through the outbox, recorded with the decision. A certificate already
 * decided (by a colleague a moment before) is refused, so nobody is e-mailed twice.
 */
export async function reviewCertificate(input: {
  id: string;
  decision: 'approved' | 'rejected';
  note?: string;
  staffEmail: string;
}): Promise<CertificateRow> {
  const note = input.note?.trim() || undefined;
  if (note && note.length > CERTIFICATE_NOTE_MAX_LENGTH) {
    throw invalidField('note', `The note must be at most ${CERTIFICATE_NOTE_MAX_LENGTH} characters.`);
  }
  if (input.decision === 'rejected' && !note) {
    throw invalidField('note', 'Please tell the customer why the certificate is rejected.');
  }
  if (!z.uuid().safeParse(input.id).success) throw new DomainError('not_found', 'No such certificate.');
  const compose = await emailComposer();
  const { db } = await getDatabase();
  const certificates = tables.exemptionCertificates;
  const { row, entries } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({
        status: input.decision,
        staffNote: note ?? null,
        reviewedBy: input.staffEmail,
        reviewedAt: sql`now()`,
      })
      .where(and(eq(certificates.id, input.id), eq(certificates.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.id, input.id));
      throw existing
        ? new DomainError('conflict', 'This certificate was already reviewed.')
        : new DomainError('not_found', 'No such certificate.');
    }
    const message = certificateDecisionMessage(compose, {
      to: row.email,
      certificate: row,
      decision: input.decision,
      note,
      link: `${config().siteUrl}${CERTIFICATES_PAGE}`,
    });
    return { row, entries: await recordMessages(tx, [message]) };
  });
  deliverMessages(entries).catch((error: unknown) =>
    console.error(`[tax] delivering the certificate decision failed: ${describeError(error)}`),
  );
  return row;
}

/**
 * The buyer: the signed-in account, and the company (lib/companies) the order is for.
 */
export type TaxAccount = { userId: string; companyId?: string | null };

/**
 * The account's (or its company owners') approved certificate that covers a sale in `state` at `at` (the one valid
 * longest when several do), or none: what taxes an order or exempts it.
 */
export async function exemptionFor(
  account: TaxAccount | undefined,
  state: string,
  at: Date,
): Promise<Exemption | undefined> {
  if (!account) return undefined;
  // A company's members buy under its owners' certificates (its tax status), and their own.
  const holders = account.companyId
    ? [account.userId, ...(await companyOwnerIds(account.companyId))]
    : [account.userId];
  const { db } = await getDatabase();
  const certificates = tables.exemptionCertificates;
  const approved = await db
    .select()
    .from(certificates)
    .where(
      and(
        inArray(certificates.userId, holders),
        eq(certificates.state, state),
        eq(certificates.status, 'approved'),
      ),
    )
    .orderBy(desc(certificates.expiresOn));
  const covering = approved.find((row) => exemptionApplies(row, state, at));
  return (
    covering && {
      kind: covering.kind,
      state: covering.state,
      number: covering.number,
      expiresOn: covering.expiresOn,
    }
  );
}

/**
 * A company's tax status: its owners' approved certificates in force now, each as an order
 * shows it ("Exempt: California resale certificate …, expires …"); none means taxed as usual.
 */
export async function companyTaxStatus(companyId: string, at = new Date()): Promise<string[]> {
  const owners = await companyOwnerIds(companyId);
  if (owners.length === 0) return [];
  const { db } = await getDatabase();
  const certificates = tables.exemptionCertificates;
  const approved = await db
    .select()
    .from(certificates)
    .where(and(inArray(certificates.userId, owners), eq(certificates.status, 'approved')))
    .orderBy(asc(certificates.state), desc(certificates.expiresOn));
  return approved.filter((row) => exemptionApplies(row, row.state, at)).map(exemptionReason);
}
