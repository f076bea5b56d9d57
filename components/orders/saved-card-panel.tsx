import { paymentTexts } from '@/content/payments';
import type { CustomerOrderState } from '@/lib/orders/server';
import type { PaymentSummary } from '@/lib/payments/server';
import { CustomerOrderForm } from './customer-order-form';

/** Where the customer comes back from: saving a card on Stripe's page, or removing it. */
export type CardReturn = 'saved' | 'removed';

type Props = {
  number: string;
  accessToken?: string;
  payment: PaymentSummary;
  /** The proof is not approved yet: a card may be saved or removed. */
  beforeApproval: boolean;
  /** Back from Stripe's setup page (the card shows once the webhook has stored it), or from removing it. */
  cardReturn?: CardReturn;
  saveCard: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
  removeCard: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
};

const texts = paymentTexts.savedCard;

/**
 * The card saved to be charged when the customer approves the proof: before approval, save one
 * on Stripe's page (with the shop's terms) or remove it; after, why Pay now is needed when
 * charging it failed.
 */
export function SavedCardPanel({
  number,
  accessToken,
  payment,
  beforeApproval,
  cardReturn,
  saveCard,
  removeCard,
}: Props) {
  const card = payment.savedCard;
  if (!payment.takesCards) return null;
  if (!beforeApproval) {
    return card?.chargeFailure && payment.payable ? (
      <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-900">
        {texts.failed(card.label)}
      </p>
    ) : null;
  }
  if (card) {
    return (
      <div className="space-y-3">
        <p role="status" className="font-semibold text-green-800">
          {texts.saved(card.label)}
        </p>
        <CustomerOrderForm
          number={number}
          accessToken={accessToken}
          action={removeCard}
          label={texts.remove}
          variant="secondary"
        />
      </div>
    );
  }
  if (cardReturn === 'saved') {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-4 font-semibold text-amber-900">
        {texts.processing}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {cardReturn === 'removed' && (
        <p role="status" className="font-semibold text-slate-900">
          {texts.removed}
        </p>
      )}
      <CustomerOrderForm number={number} accessToken={accessToken} action={saveCard} label={texts.save} />
      <p className="text-sm text-slate-600">{texts.terms}</p>
    </div>
  );
}
