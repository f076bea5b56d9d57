import 'server-only';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { site } from '@/content/site';
import type { SessionUser } from '@/lib/auth/server';
import { leaveCompanyOnErasure } from '@/lib/companies/server';
import { tables } from '@/lib/db/server';
import { describeError } from '@/lib/log';
import { inTransactionWithMessages, shopInboxAddress, type OutgoingMessage } from '@/lib/messaging/server';
import { removePhotoFiles } from '@/lib/photos/server';
import { artworkStorage } from '@/lib/storage/server';
import { normalizedEmail, ownedQuotes } from './owned';

/** What an erased customer's kept orders and documents say instead of their name and contacts. */
export const ERASED_CUSTOMER = {
  name: 'Deleted customer',
  // RFC 2606: .invalid can never be anybody's address, so no account can ever claim these orders.
  email: 'deleted-customer@erased.invalid',
  phone: '',
} as const;

/** The shop's notice: no personal data, only which orders were kept. */
function staffNotice(keptOrders: string[], at: Date): OutgoingMessage {
  return {
    channel: 'email',
    to: shopInboxAddress(site.email),
    subject: 'A customer deleted their account',
    text: [
      `A customer deleted their account on ${at.toISOString().slice(0, 10)}. Their name, e-mail, phone, street address, saved addresses, artwork, proofs' files, reviews and messages were erased.`,
      keptOrders.length
        ? `These orders are kept for the tax records, without the person's details: ${keptOrders.join(', ')}. Any still open can no longer be reached through the customer; check them in the console.`
        : 'They had no orders.',
    ].join('\n\n'),
  };
}

/**
 * Erases what the shop holds about the customer, keeping the orders the tax records need
 * without the person (docs/account-data.md says what is kept and why):
 * - quotes keep their number, product, amounts, tax, dates, stage, payments and the city,
 *   state and ZIP the sale was taxed by; name, e-mail, phone, street lines, artwork, the
 *   account link and the request's own copy (upstream answer) go;
 * - issued invoices and receipts keep every figure, their customer block is replaced;
 * - approved tax certificates that exempted sales stay (the exemption's proof), without the
 *   e-mail; the others, saved addresses, reviews, saved cards, Checkout links, quote page and
 *   review links, account terms, contact messages and messages sent to the customer are deleted.
 * Staff are told once (the account_deletions row), however often the request is repeated;
 * every later run finds nothing left to erase. Files go from storage after the commit: a file
 * whose deletion fails is no longer referenced, so the abandoned-artwork sweep removes it.
 */
export async function eraseAccountData(
  user: SessionUser,
  now: Date = new Date(),
): Promise<{ keptOrders: number }> {
  const owned = ownedQuotes(user);
  const email = normalizedEmail(user);
  const { files, photos, keptOrders } = await inTransactionWithMessages('account-data', async (tx) => {
    const quotes = owned
      ? await tx
          .select({
            id: tables.quotes.id,
            number: tables.quotes.number,
            artwork: tables.quotes.uploadedFileUrl,
          })
          .from(tables.quotes)
          .where(owned)
      : [];
    const ids = quotes.map((quote) => quote.id);
    const ofQuotes = (column: AnyPgColumn) => (ids.length ? inArray(column, ids) : sql`false`);

    const proofFiles = await tx
      .select({ file: tables.proofs.fileRef, preview: tables.proofs.previewRef })
      .from(tables.proofs)
      .where(ofQuotes(tables.proofs.quoteId));
    const drawnProofs = await tx
      .delete(tables.automaticProofs)
      .where(ofQuotes(tables.automaticProofs.quoteId))
      .returning({ file: tables.automaticProofs.fileRef, preview: tables.automaticProofs.previewRef });
    const reviews = await tx
      .delete(tables.reviews)
      .where(ofQuotes(tables.reviews.quoteId))
      .returning({ id: tables.reviews.photoId, widths: tables.reviews.photoWidths });
    const certificates = await tx
      .delete(tables.exemptionCertificates)
      .where(
        and(
          eq(tables.exemptionCertificates.userId, user.userId),
          ne(tables.exemptionCertificates.status, 'approved'),
        ),
      )
      .returning({ file: tables.exemptionCertificates.fileRef });
    await tx
      .update(tables.exemptionCertificates)
      .set({ email: ERASED_CUSTOMER.email })
      .where(eq(tables.exemptionCertificates.userId, user.userId));

    await tx
      .update(tables.quotes)
      .set({
        userId: null,
        contactName: ERASED_CUSTOMER.name,
        contactEmail: ERASED_CUSTOMER.email,
        contactPhone: ERASED_CUSTOMER.phone,
        shippingAddress1: null,
        shippingAddress2: null,
        uploadedFileUrl: null,
        artworkTokenHash: null,
        upstreamAnswer: null,
        // The scope named the account or the e-mail; the quote's own id keeps the key unique.
        idempotencyScope: sql`'erased:' || ${tables.quotes.id}`,
        updatedAt: now,
      })
      .where(ofQuotes(tables.quotes.id));
    // The customer's own words and files (comments, conversation replies and their attachments).
    const byCustomer = and(
      ofQuotes(tables.quoteEvents.quoteId),
      eq(tables.quoteEvents.actorRole, 'customer'),
    );
    const customerAttachments = await tx
      .select({ file: tables.quoteEvents.attachmentRef })
      .from(tables.quoteEvents)
      .where(and(byCustomer, isNotNull(tables.quoteEvents.attachmentRef)));
    await tx
      .update(tables.quoteEvents)
      .set({
        actorName: ERASED_CUSTOMER.name,
        note: null,
        attachmentRef: null,
        attachmentName: null,
        attachmentType: null,
      })
      .where(byCustomer);
    await tx
      .update(tables.proofs)
      .set({ decisionComment: null, previewRef: null })
      .where(ofQuotes(tables.proofs.quoteId));
    await tx
      .update(tables.documents)
      .set({
        value: sql`jsonb_set(${tables.documents.value}, '{customer}', (${tables.documents.value} -> 'customer') || ${JSON.stringify(ERASED_CUSTOMER)}::jsonb)`,
      })
      .where(ofQuotes(tables.documents.quoteId));
    await tx
      .update(tables.promotionRedemptions)
      .set({ customerKey: sql`'erased:' || ${tables.promotionRedemptions.quoteId}` })
      .where(ofQuotes(tables.promotionRedemptions.quoteId));
    await tx.delete(tables.promotionClaims).where(ofQuotes(tables.promotionClaims.quoteId));
    await tx.delete(tables.quoteAccessLinks).where(ofQuotes(tables.quoteAccessLinks.quoteId));
    await tx.delete(tables.reviewInvitations).where(ofQuotes(tables.reviewInvitations.quoteId));
    await tx.delete(tables.savedCards).where(ofQuotes(tables.savedCards.quoteId));
    await tx.delete(tables.checkoutSessions).where(ofQuotes(tables.checkoutSessions.quoteId));

    await tx.delete(tables.savedAddresses).where(eq(tables.savedAddresses.userId, user.userId));
    await leaveCompanyOnErasure(tx, user.userId);
    await tx.delete(tables.accountTerms).where(eq(tables.accountTerms.userId, user.userId));
    await tx.delete(tables.poolAccountEmails).where(eq(tables.poolAccountEmails.userId, user.userId));
    if (user.emailVerified) {
      await tx
        .delete(tables.companyInvitations)
        .where(eq(sql`lower(${tables.companyInvitations.email})`, email));
      await tx.delete(tables.contactMessages).where(eq(sql`lower(${tables.contactMessages.email})`, email));
    }
    const recipients = [
      ...(user.emailVerified ? [email] : []),
      ...(user.phoneNumber ? [user.phoneNumber] : []),
    ];
    if (recipients.length) {
      await tx.delete(tables.outbox).where(inArray(sql`lower(${tables.outbox.recipient})`, recipients));
    }

    const [first] = await tx
      .insert(tables.accountDeletions)
      .values({ userId: user.userId, keptOrders: quotes.length, deletedAt: now })
      .onConflictDoNothing()
      .returning({ userId: tables.accountDeletions.userId });
    const fileRefs = [
      ...quotes.map((quote) => quote.artwork),
      ...proofFiles.flatMap((proof) => [proof.file, proof.preview]),
      ...drawnProofs.flatMap((proof) => [proof.file, proof.preview]),
      ...certificates.map((certificate) => certificate.file),
      ...customerAttachments.map((event) => event.file),
    ].filter((reference) => reference !== null);
    return {
      result: {
        files: fileRefs,
        photos: reviews.flatMap((review) =>
          review.id ? [{ id: review.id, widths: review.widths ?? [] }] : [],
        ),
        keptOrders: quotes.length,
      },
      messages: first
        ? [
            staffNotice(
              quotes.map((quote) => quote.number),
              now,
            ),
          ]
        : [],
    };
  });
  try {
    await artworkStorage().removeFiles(files);
    await Promise.all(photos.map(removePhotoFiles));
  } catch (error) {
    console.error(`[account-data] removing an erased account's files failed: ${describeError(error)}`);
  }
  return { keptOrders };
}
