import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import { PRICE_REVISION_REASON_MAX_LENGTH } from '@/lib/constants';
import type { FormAction } from '@/components/admin/form-state';

/**
 * Staff revise a quote's price before the customer approves it: the new price and the reason the
 * customer reads. The server computes the promotion and the tax again on it.
 */
export function PriceRevisionForm({ quoteId, action }: { quoteId: string; action: FormAction }) {
  return (
    <ActionForm
      action={action}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      label="Revise the price"
    >
      <input type="hidden" name="quoteId" value={quoteId} />
      <h3 className="font-semibold">Revise the price</h3>
      <Field
        id="revised-price"
        name="price"
        label="New price before promotion and tax (dollars)"
        hint="The customer approves the new total with the proof."
        required
      />
      <Field
        id="revision-reason"
        name="reason"
        label="Reason (the customer reads it)"
        multiline
        required
        maxLength={PRICE_REVISION_REASON_MAX_LENGTH}
      />
      <SubmitButton variant="secondary">Revise price</SubmitButton>
    </ActionForm>
  );
}
