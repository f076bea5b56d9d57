import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { preflightStatusLabels } from '@/lib/artwork-preflight';
import { config } from '@/lib/config/server';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { renderJobTickets, type JobTicket } from '@/lib/documents/server';
import { DomainError } from '@/lib/errors';
import { stageLabels } from '@/lib/orders';
import { fulfillmentLabel, productionDetails, shippingAddress } from '@/lib/quotes';
import { formatIsoDay, readyByText } from '@/lib/schedule';
import { artworkStorage, downloadFileName } from '@/lib/storage/server';

/**
 * Job tickets (issue 35 §2): one per order, for the press. Drawn from the order as it is
 * now, as a print page in the console and as a PDF, never stored.
 */
export { ticketQuerySchema } from './numbers';

/** A ticket as the console's print page shows it: its picture is a stored file's link. */
export type TicketView = Omit<JobTicket, 'artwork'> & {
  artwork: { fileName?: string; thumbnailRef?: string };
};

type QuoteRow = typeof tables.quotes.$inferSelect;

const RASTER = /\.(png|jpe?g|gif|webp)$/i;

/**
 * What pictures the job best: the approved proof's drawing, else the automatic proof's, else
 * the customer's file itself when it is a picture a browser and sharp both read.
 */
function thumbnailRef(
  quote: QuoteRow,
  approvedPreview: string | null | undefined,
  automaticPreview: string | null | undefined,
): string | undefined {
  if (approvedPreview) return approvedPreview;
  if (automaticPreview) return automaticPreview;
  return quote.uploadedFileUrl && RASTER.test(quote.uploadedFileUrl) ? quote.uploadedFileUrl : undefined;
}

/**
 * The tickets of these quote numbers, in the order asked, for staff (the caller checked);
 * any number that is no quote is refused by name.
 */
export async function jobTickets(numbers: string[]): Promise<TicketView[]> {
  const { db } = await getDatabase();
  const quotes = await db.select().from(tables.quotes).where(inArray(tables.quotes.number, numbers));
  const missing = numbers.filter((number) => !quotes.some((quote) => quote.number === number));
  if (missing.length > 0) {
    throw new DomainError('not_found', `No such quote: ${missing.join(', ')}.`, { field: 'numbers' });
  }
  const ids = quotes.map((quote) => quote.id);
  const [notes, approved, automatic] = await Promise.all([
    db
      .select()
      .from(tables.quoteEvents)
      .where(
        and(
          inArray(tables.quoteEvents.quoteId, ids),
          eq(tables.quoteEvents.kind, 'note'),
          eq(tables.quoteEvents.actorRole, 'staff'),
        ),
      )
      .orderBy(asc(tables.quoteEvents.createdAt)),
    db
      .select()
      .from(tables.proofs)
      .where(and(inArray(tables.proofs.quoteId, ids), eq(tables.proofs.status, 'approved')))
      .orderBy(desc(tables.proofs.version)),
    db
      .select({ quoteId: tables.automaticProofs.quoteId, previewRef: tables.automaticProofs.previewRef })
      .from(tables.automaticProofs)
      .where(inArray(tables.automaticProofs.quoteId, ids)),
  ]);
  const { siteUrl } = config();
  return numbers.map((number) => {
    const quote = quotes.find((candidate) => candidate.number === number)!;
    const proof = approved.find((candidate) => candidate.quoteId === quote.id);
    const address = shippingAddress(quote);
    const fileName = quote.uploadedFileUrl
      ? downloadFileName(quote.uploadedFileUrl.slice(quote.uploadedFileUrl.lastIndexOf('/') + 1))
      : undefined;
    const thumbnail = thumbnailRef(
      quote,
      proof?.previewRef,
      automatic.find((candidate) => candidate.quoteId === quote.id)?.previewRef,
    );
    return {
      number: quote.number,
      consoleUrl: `${siteUrl}/admin/quotes/${encodeURIComponent(quote.number)}`,
      stage: stageLabels[quote.status],
      customer: {
        name: quote.contactName,
        email: quote.contactEmail,
        phone: quote.contactPhone,
        ...(quote.companyName ? { company: quote.companyName } : {}),
        ...(quote.poNumber ? { purchaseOrder: quote.poNumber } : {}),
      },
      details: productionDetails(quote),
      artwork: { ...(fileName ? { fileName } : {}), ...(thumbnail ? { thumbnailRef: thumbnail } : {}) },
      ...(proof ? { approvedProofVersion: proof.version } : {}),
      ...(quote.artworkPreflight
        ? {
            preflight: {
              status: preflightStatusLabels[quote.artworkPreflight.status],
              messages: quote.artworkPreflight.messages,
            },
          }
        : {}),
      // The day the shop must have it printed, fixed at approval (the board's date); before
      // approval, the customer's estimate from the day the quote came in.
      readyBy: quote.readyBy
        ? `Ready by ${formatIsoDay(quote.readyBy)}`
        : readyByText({
            productId: quote.product,
            fulfillmentMethod: quote.fulfillmentMethod,
            at: quote.createdAt,
          }),
      fulfilment: fulfillmentLabel(quote),
      ...(address ? { address } : {}),
      notes: notes
        .filter((note) => note.quoteId === quote.id && note.note)
        .map((note) => ({ at: note.createdAt, author: note.actorName, text: note.note! })),
    };
  });
}

/** Edge of a ticket's thumbnail in pixels: sharp on paper at its 2-inch box, small in the file. */
const THUMBNAIL_PIXELS = 400;

/** The picture as a small PNG for the PDF; none when the file is gone or not a picture after all. */
async function thumbnailPng(reference: string | undefined): Promise<Buffer | undefined> {
  if (!reference) return undefined;
  const bytes = await artworkStorage().readStart(reference, MAX_ARTWORK_BYTES);
  if (!bytes) return undefined;
  return sharp(bytes)
    .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer()
    .catch(() => undefined);
}

/** The tickets of these quote numbers as one PDF, each on its own page. */
export async function jobTicketsPdf(numbers: string[]): Promise<Buffer> {
  const views = await jobTickets(numbers);
  const tickets = await Promise.all(
    views.map(async ({ artwork, ...ticket }): Promise<JobTicket> => {
      const png = await thumbnailPng(artwork.thumbnailRef);
      return {
        ...ticket,
        artwork: {
          ...(artwork.fileName ? { fileName: artwork.fileName } : {}),
          ...(png ? { thumbnailPng: png } : {}),
        },
      };
    }),
  );
  return renderJobTickets(tickets, new Date());
}
