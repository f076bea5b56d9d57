import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import { StageBadge } from '@/components/admin/format';
import type { FormAction } from '@/components/admin/form-state';
import { Section } from '@/components/admin/quote-sections';
import { ORDER_NOTE_MAX_LENGTH } from '@/lib/constants';
import { stageLabels, type OrderStage } from '@/lib/orders';

/** The console quote page's stage: where the order is, what waits (`hint`), and the moves staff may make. */
export function StageSection({
  quote,
  moves,
  hint,
  move,
}: {
  quote: { id: string; status: OrderStage };
  moves: readonly OrderStage[];
  hint?: string;
  move: FormAction;
}) {
  return (
    <Section id="stage-heading" title="Order stage">
      <p>
        Now: <StageBadge stage={quote.status} />
      </p>
      {hint ? <p className="mt-2 text-slate-600">{hint}</p> : null}
      {/* Always rendered, so the answer to the last move stays when no move is left. */}
      <ActionForm action={move} className="mt-3 space-y-3" label="Move the order">
        <input type="hidden" name="quoteId" value={quote.id} />
        <input type="hidden" name="from" value={quote.status} />
        {moves.length > 0 ? (
          <>
            {moves.includes('shipped') ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id="stage-carrier" name="carrier" label="Carrier" hint="Needed to mark shipped." />
                <Field
                  id="stage-tracking"
                  name="trackingNumber"
                  label="Tracking number"
                  hint="Needed to mark shipped."
                />
              </div>
            ) : null}
            <Field
              id="stage-note"
              name="note"
              label="Note (optional)"
              multiline
              maxLength={ORDER_NOTE_MAX_LENGTH}
              hint="Kept in the conversation for staff; a cancellation e-mail tells the customer this note."
            />
            <div className="flex flex-wrap gap-2">
              {moves.map((stage) => (
                <SubmitButton
                  key={stage}
                  name="to"
                  value={stage}
                  variant={stage === 'cancelled' ? 'secondary' : 'primary'}
                >
                  {stage === 'cancelled' ? 'Cancel order' : `Mark ${stageLabels[stage].toLowerCase()}`}
                </SubmitButton>
              ))}
            </div>
          </>
        ) : null}
      </ActionForm>
    </Section>
  );
}
