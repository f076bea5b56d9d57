import type { FormAction } from '@/components/admin/form-state';
import type { ThreadEntry } from '@/lib/orders/server';
import type { PresignUpload } from '@/lib/storage';
import { ConversationThread } from './conversation-thread';
import { MessageForm } from './message-form';

/** The customer's side of the quote's conversation: what the shop said and did, and a reply form. */
export function QuoteConversation({
  number,
  accessToken,
  entries,
  presign,
  reply,
}: {
  number: string;
  accessToken?: string;
  entries: ThreadEntry[];
  /** The page's presign action, to be bound to this quote's number and link token. */
  presign: (quote: Record<string, string>, file: Parameters<PresignUpload>[0]) => ReturnType<PresignUpload>;
  reply: FormAction;
}) {
  const hidden = { number, ...(accessToken ? { accessToken } : {}) };
  return (
    <div className="space-y-4">
      <ConversationThread entries={entries} empty="No messages yet. Write to us below with any question." />
      <MessageForm
        id="reply"
        hidden={hidden}
        presign={presign.bind(null, hidden)}
        send={reply}
        label="Write to the shop"
        buttons={[{ label: 'Send message' }]}
      />
    </div>
  );
}
