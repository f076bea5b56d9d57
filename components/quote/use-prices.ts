'use client';

import { useEffect, useState } from 'react';
import { fetchPrices, priceErrorMessage } from './quote-api';
import type { LineRules, LineRulesBook } from '@/lib/pricing';
import { chosenQuantity, CUSTOM, lineIdOfDraft, priceRequestOf, type QuoteDraft } from './draft';
import { matrixPrice } from './money';
import type { QuoteRules } from './use-quote-rules';

/** What a price depends on; stickers & labels name no product or material (the spec's request). */
type Key = {
  width: number;
  height: number;
  finish: string;
  embossing: string;
  product?: string;
  option?: string;
  material?: string;
};

const keyId = (key: Key) =>
  [
    key.width,
    key.height,
    key.finish,
    key.embossing,
    key.product ?? '',
    key.option ?? '',
    key.material ?? '',
  ].join('|');

export type PriceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; pricingMatrix: Record<string, number>; discount: number }
  | { status: 'error'; message: string };

const CUSTOM_PRICE_DEBOUNCE_MS = 300;

/**
 * The price matrix for the chosen size, finish and embossing: requested whenever one of
 * them changes (so changing embossing or finish after it loaded re-requests it).
 */
function usePriceMatrix(key: Key | undefined): PriceState {
  const [answer, setAnswer] = useState<{ id: string; state: PriceState } | undefined>();
  const id = key ? keyId(key) : '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchPrices(key, controller.signal).then(
      (details) =>
        setAnswer({
          id,
          state: { status: 'ready', pricingMatrix: details.pricingMatrix, discount: details.discount ?? 0 },
        }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setAnswer({ id, state: { status: 'error', message: priceErrorMessage(error) } }),
    );
    return () => controller.abort();
    // The id string stands for the key's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (!id) return { status: 'idle' };
  return answer?.id === id ? answer.state : { status: 'loading' };
}

/** The total for a valid custom quantity (or why it failed), fetched a moment after typing stops. */
function useCustomQuantityPrice(
  key: Key | undefined,
  line: LineRules | undefined,
  quantity: number | undefined,
  rules: QuoteRules | undefined,
): { value?: number; error?: string } {
  const [price, setPrice] = useState<{ id: string; value?: number; error?: string } | undefined>();
  const valid =
    quantity !== undefined &&
    line !== undefined &&
    rules?.quantitySchemaFor(line).safeParse(quantity).success === true;
  const id = key && valid ? `${keyId(key)}|${quantity}` : '';

  useEffect(() => {
    if (!id || !key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPrices({ ...key, quantity }, controller.signal).then(
        (details) => setPrice({ id, value: details.customQuantityPrice ?? undefined }),
        (error: unknown) => !controller.signal.aborted && setPrice({ id, error: priceErrorMessage(error) }),
      );
    }, CUSTOM_PRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return price && price.id === id ? price : {};
}

/**
 * The draft's price request and the price of its quantity: from the matrix for a listed
 * quantity, asked of the price API for a custom one.
 */
export function useQuotePrice(lines: LineRulesBook, draft: QuoteDraft, rules: QuoteRules | undefined) {
  const priceKey = priceRequestOf(draft);
  const draftLineId = lineIdOfDraft(lines, draft);
  const quantity = chosenQuantity(draft);
  const prices = usePriceMatrix(priceKey);
  const customPrice = useCustomQuantityPrice(
    priceKey,
    draftLineId && lines[draftLineId],
    draft.quantityChoice === CUSTOM ? quantity : undefined,
    rules,
  );
  const price =
    draft.quantityChoice === CUSTOM
      ? customPrice.value
      : prices.status === 'ready' && quantity
        ? matrixPrice(prices.pricingMatrix, quantity)
        : undefined;
  return { priceKey, quantity, prices, customPrice, price };
}
