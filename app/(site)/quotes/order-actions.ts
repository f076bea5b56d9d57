'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { postedText } from '@/lib/http/server';
import {
  cancelForCustomer,
  cardSetupForCustomer,
  checkoutForCustomer,
  currentViewer,
  removeCardForCustomer,
  type CustomerOrderForm,
  type CustomerOrderState,
} from '@/lib/orders/server';

function postedFields(form: unknown): CustomerOrderForm {
  const { number, accessToken } = postedText(form);
  return { number, accessToken };
}

/** The quote page's "Pay now" posts here: off to Stripe's Checkout page, or the reason not. */
export async function payNowAction(_state: CustomerOrderState, form: FormData): Promise<CustomerOrderState> {
  const answer = await checkoutForCustomer(postedFields(form), await currentViewer());
  if ('url' in answer) redirect(answer.url);
  return answer;
}

/** "Save a card to pay when you approve" posts here: off to Stripe's setup page, or the reason not. */
export async function saveCardAction(
  _state: CustomerOrderState,
  form: FormData,
): Promise<CustomerOrderState> {
  const answer = await cardSetupForCustomer(postedFields(form), await currentViewer());
  if ('url' in answer) redirect(answer.url);
  return answer;
}

/** "Remove the saved card" posts here: back to the quote page saying so, or the reason not. */
export async function removeCardAction(
  _state: CustomerOrderState,
  form: FormData,
): Promise<CustomerOrderState> {
  const answer = await removeCardForCustomer(postedFields(form), await currentViewer());
  if ('url' in answer) redirect(answer.url);
  return answer;
}

/** The quote page's confirmed "Cancel this quote" posts here. */
export async function cancelQuoteAction(
  _state: CustomerOrderState,
  form: FormData,
): Promise<CustomerOrderState> {
  const state = await cancelForCustomer(postedFields(form), await currentViewer());
  if (state.ok) refresh();
  return state;
}
