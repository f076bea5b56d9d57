import { ConversationThread } from '@/components/orders/conversation-thread';
import { MessageForm } from '@/components/orders/message-form';
import { staffThread } from '@/lib/orders/server';
import type { PresignUpload } from '@/lib/storage';
import type { FormAction } from './form-state';
import { Section } from './quote-sections';

/**
 * The console's view of a quote's conversation, which is also its history: every message,
 * internal note, proof, stage change and price revision, and the form to write to the customer
 * or leave a note. Opening it marks replies read.
 */
export async function ConversationSection({
  quoteId,
  presign,
  write,
}: {
  quoteId: string;
  presign: PresignUpload;
  write: FormAction;
}) {
  const entries = await staffThread(quoteId);
  return (
    <Section id="conversation-heading" title="Conversation">
      <ConversationThread entries={entries} empty="Nothing has happened to this quote yet." />
      <div className="mt-4 border-t border-slate-200 pt-4">
        <MessageForm
          id="staff-conversation"
          hidden={{ quoteId }}
          presign={presign}
          send={write}
          label="Write on the conversation"
          buttons={[
            { label: 'Send to the customer', value: 'customer' },
            { label: 'Add internal note', value: 'internal', variant: 'secondary' },
          ]}
        />
        <p className="mt-2 text-sm text-slate-600">
          The customer is e-mailed a message with a link to the quote page; internal notes stay in the
          console.
        </p>
      </div>
    </Section>
  );
}
