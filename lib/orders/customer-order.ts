import 'server-only';
import { z } from 'zod';
import { paymentTexts } from '@/content/payments';
import { config } from '@/lib/config/server';
import { DomainError, domainErrorOf } from '@/lib/errors';
import { controlCharacterProblems } from '@/lib/http/server';
import { removeSavedCard, startCardSetup, startCheckout } from '@/lib/payments/server';
import { quoteForDecision, type QuoteRow, type QuoteViewer } from './access';
import { proofDecisionMessages } from './proof-decision';
import { cancelByCustomer } from './workflow';

/** What the quote page's pay and cancel buttons say back (the site's banner shows it). */
export type CustomerOrderState = { ok?: boolean; message?: string };

/** The hidden fields both forms post; anything else a tampered form sends is ignored. */
const orderForm = z.object({ number: z.string().min(1).max(64), accessToken: z.string().max(64).optional() });

export type CustomerOrderForm = Partial<Record<'number' | 'accessToken', string>>;

/** The quote page the customer comes back to from Checkout: the link they came by, or their dashboard. */
function quotePageUrl(
  number: string,
  accessToken: string | undefined,
  checkout: 'returned' | 'cancelled' | 'card-saved' | 'card-removed',
) {
  const base = config().siteUrl;
  const page = accessToken
    ? `${base}/quotes/${encodeURIComponent(number)}?access=${encodeURIComponent(accessToken)}&`
    : `${base}/dashboard/quotes/${encodeURIComponent(number)}?`;
  return `${page}checkout=${checkout}`;
}

/**
 * The quote the posted form names, if this viewer may decide on it; else the refusal's message
 * (every unknown or unseen quote reads the same).
 */
async function postedQuote(
  form: CustomerOrderForm,
  viewer: Omit<QuoteViewer, 'accessToken'>,
): Promise<{ quote: QuoteRow; accessToken: string | undefined } | { refusal: string }> {
  const parsed = orderForm.safeParse(form);
  if (!parsed.success || controlCharacterProblems(form).length > 0) {
    return { refusal: proofDecisionMessages.noSuchQuote };
  }
  const { number, accessToken } = parsed.data;
  try {
    const quote = await quoteForDecision({ ...viewer, number, ...(accessToken ? { accessToken } : {}) });
    return { quote, accessToken };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === 'not_found') return { refusal: proofDecisionMessages.noSuchQuote };
    if (error.kind === 'forbidden') return { refusal: error.message };
    throw error;
  }
}

type PostedQuote = { quote: QuoteRow; accessToken: string | undefined };

/**
 * The one shape of the quote page's buttons that lead elsewhere: the posted quote, checked for
 * this visitor, then where to send them, or why not (a refusal's message, nothing changed).
 */
async function redirectFor(
  form: CustomerOrderForm,
  viewer: Omit<QuoteViewer, 'accessToken'>,
  destination: (posted: PostedQuote) => Promise<string>,
): Promise<{ url: string } | CustomerOrderState> {
  const posted = await postedQuote(form, viewer);
  if ('refusal' in posted) return { ok: false, message: posted.refusal };
  try {
    return { url: await destination(posted) };
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (!error) throw thrown;
    return { ok: false, message: error.message };
  }
}

/**
 * "Pay now": the Stripe Checkout page for what is due, or why not. The amount is the server's;
 * the form only names the quote (and the link the visitor came by).
 */
export function checkoutForCustomer(form: CustomerOrderForm, viewer: Omit<QuoteViewer, 'accessToken'>) {
  return redirectFor(form, viewer, ({ quote, accessToken }) =>
    startCheckout(quote, {
      successUrl: quotePageUrl(quote.number, accessToken, 'returned'),
      cancelUrl: quotePageUrl(quote.number, accessToken, 'cancelled'),
    }),
  );
}

/**
 * "Save a card to pay when you approve": Stripe's Checkout in setup mode, or why not. Back on
 * the quote page, the card shows once the webhook has stored it.
 */
export function cardSetupForCustomer(form: CustomerOrderForm, viewer: Omit<QuoteViewer, 'accessToken'>) {
  return redirectFor(form, viewer, ({ quote, accessToken }) =>
    startCardSetup(quote, {
      successUrl: quotePageUrl(quote.number, accessToken, 'card-saved'),
      cancelUrl: quotePageUrl(quote.number, accessToken, 'cancelled'),
    }),
  );
}

/**
 * The customer removes the card they saved, until they approve the proof; they go back to the
 * quote page, which says the card is removed.
 */
export function removeCardForCustomer(form: CustomerOrderForm, viewer: Omit<QuoteViewer, 'accessToken'>) {
  return redirectFor(form, viewer, async ({ quote, accessToken }) => {
    await removeSavedCard(quote.id);
    return quotePageUrl(quote.number, accessToken, 'card-removed');
  });
}

/** The customer cancels their quote, free of charge, until they approve a proof. */
export async function cancelForCustomer(
  form: CustomerOrderForm,
  viewer: Omit<QuoteViewer, 'accessToken'>,
): Promise<CustomerOrderState> {
  const posted = await postedQuote(form, viewer);
  if ('refusal' in posted) return { ok: false, message: posted.refusal };
  try {
    await cancelByCustomer({
      quoteId: posted.quote.id,
      actor: { role: 'customer', name: viewer.user?.name ?? posted.quote.contactName },
    });
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (!error) throw thrown;
    return { ok: false, message: error.message };
  }
  return { ok: true, message: paymentTexts.cancel.done };
}
