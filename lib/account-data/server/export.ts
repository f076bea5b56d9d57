import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@/lib/auth/server';
import { companyOverviewFor } from '@/lib/companies/server';
import { config } from '@/lib/config/server';
import { getDatabase, tables } from '@/lib/db/server';
import { artworkStorage, DOWNLOAD_URL_LIFETIME_SECONDS } from '@/lib/storage/server';
import { listAddresses } from './addresses';
import { normalizedEmail, ownedQuotes } from './owned';

/** Bumped whenever a field's meaning changes; fields are only ever added within a version. */
const ACCOUNT_DATA_FORMAT_VERSION = 1;

const quotePage = (number: string) => `${config().siteUrl}/quotes/${encodeURIComponent(number)}`;

/**
 * Everything the shop holds about the signed-in customer, as one JSON document (documented in
 * docs/account-data.md): the account, saved addresses, quotes with their history,
 * proofs, payments and documents, messages sent to them, reviews, tax certificates, contact
 * messages and account terms. Never a password, secret, code or token hash, and never a raw
 * storage key: artwork is a short-lived signed download link and the quote's page.
 * Staff's internal notes on a quote are not included (they are the shop's working notes).
 */
export async function exportAccountData(user: SessionUser, now: Date = new Date()) {
  const { db } = await getDatabase();
  const email = normalizedEmail(user);
  const owned = ownedQuotes(user);
  const [identity] = await db
    .select({
      createdAt: tables.identityUsers.createdAt,
      phoneVerified: tables.identityUsers.phoneVerified,
      smsMfaEnabled: tables.identityUsers.smsMfaEnabled,
      authenticatorAppEnabled: tables.identityUsers.softwareTokenMfaEnabled,
      preferredSecondStep: tables.identityUsers.preferredMfa,
    })
    .from(tables.identityUsers)
    .where(eq(tables.identityUsers.id, user.userId))
    .limit(1);
  const quoteRows = owned
    ? await db.select().from(tables.quotes).where(owned).orderBy(asc(tables.quotes.createdAt))
    : [];
  const quoteIds = quoteRows.map((quote) => quote.id);
  const ofQuotes = (column: AnyPgColumn) => (quoteIds.length ? inArray(column, quoteIds) : sql`false`);
  const [events, proofs, payments, cards, documents, reviews] = await Promise.all([
    db
      .select()
      .from(tables.quoteEvents)
      .where(and(ofQuotes(tables.quoteEvents.quoteId), ne(tables.quoteEvents.kind, 'note')))
      .orderBy(asc(tables.quoteEvents.createdAt)),
    db
      .select()
      .from(tables.proofs)
      .where(ofQuotes(tables.proofs.quoteId))
      .orderBy(asc(tables.proofs.version)),
    db
      .select()
      .from(tables.payments)
      .where(ofQuotes(tables.payments.quoteId))
      .orderBy(asc(tables.payments.createdAt)),
    db.select().from(tables.savedCards).where(ofQuotes(tables.savedCards.quoteId)),
    db
      .select()
      .from(tables.documents)
      .where(ofQuotes(tables.documents.quoteId))
      .orderBy(asc(tables.documents.number)),
    db.select().from(tables.reviews).where(ofQuotes(tables.reviews.quoteId)),
  ]);
  // Only a confirmed address's mail is the customer's; the phone is the account's own.
  const recipients = [
    ...(user.emailVerified ? [email] : []),
    ...(user.phoneNumber ? [user.phoneNumber] : []),
  ];
  const [messages, certificates, contactMessages, terms, addresses, company] = await Promise.all([
    db
      .select()
      .from(tables.outbox)
      .where(recipients.length ? inArray(sql`lower(${tables.outbox.recipient})`, recipients) : sql`false`)
      .orderBy(asc(tables.outbox.createdAt)),
    db
      .select()
      .from(tables.exemptionCertificates)
      .where(eq(tables.exemptionCertificates.userId, user.userId))
      .orderBy(asc(tables.exemptionCertificates.createdAt)),
    user.emailVerified
      ? db
          .select()
          .from(tables.contactMessages)
          .where(eq(sql`lower(${tables.contactMessages.email})`, email))
          .orderBy(asc(tables.contactMessages.createdAt))
      : [],
    db.select().from(tables.accountTerms).where(eq(tables.accountTerms.userId, user.userId)).limit(1),
    listAddresses(user.userId),
    companyOverviewFor(user.userId),
  ]);
  const storage = artworkStorage();
  const linkExpiresAt = new Date(now.getTime() + DOWNLOAD_URL_LIFETIME_SECONDS * 1000).toISOString();
  const byQuote = <T extends { quoteId: string }>(rows: T[], quoteId: string) =>
    rows.filter((row) => row.quoteId === quoteId);

  return {
    format: 'coastline-print-account-data',
    version: ACCOUNT_DATA_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      userId: user.userId,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      phoneNumber: user.phoneNumber,
      ...(identity
        ? {
            createdAt: identity.createdAt.toISOString(),
            phoneVerified: identity.phoneVerified,
            signInSecondSteps: {
              sms: identity.smsMfaEnabled,
              authenticatorApp: identity.authenticatorAppEnabled,
              preferred: identity.preferredSecondStep,
            },
          }
        : {}),
    },
    savedAddresses: addresses,
    // The company the account belongs to, and its role: the colleagues are not the customer's data.
    company: company
      ? {
          name: company.name,
          role: company.role,
          joinedAt: company.members.find((member) => member.userId === user.userId)?.joinedAt.toISOString(),
        }
      : null,
    quotes: await Promise.all(
      quoteRows.map(async (quote) => ({
        number: quote.number,
        page: quotePage(quote.number),
        createdAt: quote.createdAt.toISOString(),
        status: quote.status,
        product: {
          product: quote.product,
          option: quote.productOption,
          material: quote.material,
          finish: quote.finishOption,
          embossing: quote.embossingOption,
          widthIn: quote.width,
          heightIn: quote.height,
          quantity: quote.quantity,
          cutBorderIn: quote.cutBorderIn,
        },
        contact: {
          name: quote.contactName,
          email: quote.contactEmail,
          phone: quote.contactPhone,
          companyName: quote.companyName,
          poNumber: quote.poNumber,
        },
        fulfillment: {
          method: quote.fulfillmentMethod,
          address1: quote.shippingAddress1,
          address2: quote.shippingAddress2,
          city: quote.shippingCity,
          state: quote.shippingState,
          postalCode: quote.shippingPostalCode,
          country: quote.shippingCountry,
          carrier: quote.shippingCarrier,
          trackingNumber: quote.trackingNumber,
        },
        money: {
          priceCents: quote.priceCents,
          promotionCode: quote.promotionCode,
          discountCents: quote.discountCents,
          taxState: quote.taxState,
          taxRatePpm: quote.taxRatePpm,
          taxCents: quote.taxCents,
          taxExemptReason: quote.taxExemptReason,
          totalCents: quote.totalCents,
          termsDueOn: quote.termsDueOn,
        },
        artwork: quote.uploadedFileUrl
          ? { downloadUrl: (await storage.downloadUrl(quote.uploadedFileUrl)) ?? null, linkExpiresAt }
          : null,
        history: await Promise.all(
          byQuote(events, quote.id).map(async (event) => ({
            at: event.createdAt.toISOString(),
            kind: event.kind,
            fromStage: event.fromStage,
            toStage: event.toStage,
            by: event.actorRole === 'staff' ? 'shop' : event.actorRole,
            // The customer's own words, and the shop's messages to them (internal notes are not selected).
            note: event.actorRole === 'customer' || event.kind === 'message' ? event.note : null,
            attachment: event.attachmentRef
              ? {
                  name: event.attachmentName,
                  downloadUrl: (await storage.downloadUrl(event.attachmentRef)) ?? null,
                  linkExpiresAt,
                }
              : null,
          })),
        ),
        proofs: byQuote(proofs, quote.id).map((proof) => ({
          version: proof.version,
          fileName: proof.fileName,
          fileType: proof.fileType,
          message: proof.message,
          status: proof.status,
          yourComment: proof.decisionComment,
          decidedAt: proof.decidedAt?.toISOString() ?? null,
          sentAt: proof.createdAt.toISOString(),
        })),
        payments: byQuote(payments, quote.id).map((payment) => ({
          kind: payment.kind,
          method: payment.method,
          amountCents: payment.amountCents,
          currency: payment.currency,
          status: payment.status,
          reference: payment.reference,
          at: payment.createdAt.toISOString(),
        })),
        savedCard:
          byQuote(cards, quote.id).map((card) => ({
            brand: card.brand,
            last4: card.last4,
            savedAt: card.savedAt.toISOString(),
          }))[0] ?? null,
        documents: byQuote(documents, quote.id).map((document) => ({
          kind: document.kind,
          number: document.number,
          issuedAt: document.createdAt.toISOString(),
          totalCents: document.value.totalCents,
        })),
        review:
          byQuote(reviews, quote.id).map((review) => ({
            rating: review.rating,
            title: review.title,
            body: review.body,
            reviewerName: review.reviewerName,
            hasPhoto: review.photoId !== null,
            status: review.status,
            writtenAt: review.createdAt.toISOString(),
          }))[0] ?? null,
      })),
    ),
    messagesSentToYou: messages.map((message) => ({
      channel: message.channel,
      to: message.recipient,
      subject: message.subject,
      body: message.body,
      status: message.status,
      at: message.createdAt.toISOString(),
      sentAt: message.sentAt?.toISOString() ?? null,
    })),
    taxExemptionCertificates: certificates.map((certificate) => ({
      kind: certificate.kind,
      state: certificate.state,
      number: certificate.number,
      expiresOn: certificate.expiresOn,
      fileName: certificate.fileName,
      status: certificate.status,
      shopNote: certificate.staffNote,
      sentAt: certificate.createdAt.toISOString(),
    })),
    contactMessages: contactMessages.map((message) => ({
      subject: message.subject,
      message: message.message,
      name: message.name,
      sentAt: message.createdAt.toISOString(),
    })),
    accountTerms:
      terms.map((term) => ({
        companyName: term.companyName,
        netDays: term.netDays,
        creditLimitCents: term.creditLimitCents,
        since: term.setAt.toISOString(),
      }))[0] ?? null,
  };
}
