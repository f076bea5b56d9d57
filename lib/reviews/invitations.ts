import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { categories } from '@/content/catalogue';
import { seedPriceBook } from '@/content/price-book';
import type { QuoteProductId } from '@/content/quote-products';
import { listingProductHref } from '@/lib/catalogue';
import { config } from '@/lib/config/server';
import { REVIEW_INVITATION_LIFETIME_DAYS } from '@/lib/constants';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db/server';
import type { ComposeEmail } from '@/lib/email-texts/server';
import type { OutgoingMessage } from '@/lib/messaging/server';
import { lineIdFor, type Embossing } from '@/lib/pricing';
import { invitationMessage } from './messages';

// 128 random bits, base64url: 22 characters (as the quote page links).
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const LIFETIME_MS = REVIEW_INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * The stored hash a link's token is looked up by. A malformed token is hashed as an empty one,
 * which matches nothing, so a refusal costs the same work as a real lookup.
 */
const tokenHashOf = (token: string | undefined) =>
  createHash('sha256')
    .update(token && TOKEN_PATTERN.test(token) ? token : '')
    .digest('hex');

type QuoteRow = typeof tables.quotes.$inferSelect;

const seedProducts = new Map(
  categories.flatMap((category) =>
    category.products.map((product) => [
      product.id,
      { name: product.name, path: listingProductHref(category, product) },
    ]),
  ),
);

/** The catalogue product's name (its seed name: the e-mail and console need no live catalogue). */
export const productNameOf = (productId: string) => seedProducts.get(productId)?.name ?? productId;

/** The catalogue product's page. */
export const productPathOf = (productId: string) => seedProducts.get(productId)?.path;

/**
 * The catalogue product an order is of: its price line, which is keyed by the product's id. The
 * seed book's lines suffice (which line a choice leads to is fixed by the catalogue, not by the
 * prices staff edit), and reading it needs no database inside the caller's transaction.
 * Undefined for choices that lead to no catalogue product.
 */
function reviewedProductOf(quote: QuoteRow): string | undefined {
  const lineId = lineIdFor(seedPriceBook, {
    product: quote.product as QuoteProductId,
    option: quote.productOption,
    material: quote.material ?? undefined,
    embossing: quote.embossingOption as Embossing,
  });
  return lineId && seedProducts.has(lineId) ? lineId : undefined;
}

/**
 * The invitation e-mail for a completed order, its link recorded in the caller's transaction
 * (so a link exists exactly when the e-mail carrying it does): a new random token whose hash
 * only is stored. One per order; none for an order of no catalogue product.
 */
export async function reviewInvitationFor(
  tx: Transaction,
  quote: QuoteRow,
  compose: ComposeEmail,
): Promise<OutgoingMessage[]> {
  const productId = reviewedProductOf(quote);
  if (!productId) return [];
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const [invited] = await tx
    .insert(tables.reviewInvitations)
    .values({
      quoteId: quote.id,
      tokenHash: tokenHashOf(token),
      productId,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
    })
    .onConflictDoNothing()
    .returning({ quoteId: tables.reviewInvitations.quoteId });
  if (!invited) return [];
  const link = `${config().siteUrl}/review/${token}`;
  return [invitationMessage(compose, quote, productNameOf(productId), link)];
}

/** What an invitation link opens: the order it is for, its product, and the review if written. */
type Invitation = {
  quote: QuoteRow;
  productId: string;
  review: typeof tables.reviews.$inferSelect | undefined;
};

/**
 * The invitation a link's token opens, or undefined for any token that opens none (forged,
 * malformed, expired, or of an order since deleted): every refusal reads the same.
 */
export async function invitationFor(
  token: string | undefined,
  db?: Database | Transaction,
): Promise<Invitation | undefined> {
  const database = db ?? (await getDatabase()).db;
  const { reviewInvitations, quotes, reviews } = tables;
  const [found] = await database
    .select({ quote: quotes, productId: reviewInvitations.productId, review: reviews })
    .from(reviewInvitations)
    .innerJoin(quotes, eq(quotes.id, reviewInvitations.quoteId))
    .leftJoin(reviews, eq(reviews.quoteId, reviewInvitations.quoteId))
    .where(
      and(eq(reviewInvitations.tokenHash, tokenHashOf(token)), gt(reviewInvitations.expiresAt, new Date())),
    )
    .limit(1);
  return found && { quote: found.quote, productId: found.productId, review: found.review ?? undefined };
}
