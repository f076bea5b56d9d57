import type { OutboxEntry } from '@/lib/messaging/server';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Message text with its URLs as working links. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-blue-800 underline">
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}

const STATUS_NAMES: Record<OutboxEntry['status'], string> = {
  pending: 'not sent yet',
  sent: 'sent',
  failed: 'failed, will be retried',
  gave_up: 'given up',
};

/** Where a message stands: its status, through which transport, after how many attempts. */
function deliveryStatus(message: OutboxEntry): string {
  const attempts = `${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`;
  const retry = message.status === 'failed' ? `, next ${message.nextAttemptAt.toLocaleString('en-US')}` : '';
  return `${STATUS_NAMES[message.status]} (${message.transport}, ${attempts}${retry})`;
}

/** The outbox as a local mailbox, newest first (never shown where a real transport sends the messages). */
export function Mailbox({ messages, recipient }: { messages: OutboxEntry[]; recipient?: string }) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Local mailbox</h1>
      <p className="mt-2 text-slate-600">
        E-mails and text messages the site has sent{recipient ? ` to ${recipient}` : ''}, newest first.{' '}
        {recipient && (
          // A plain link, like the filter form beside it: a full load re-reads the outbox, and the
          // page ships none of the router's link code.
          <a href="/dev/mailbox" className="text-blue-800 underline">
            Show all
          </a>
        )}
      </p>
      <form className="mt-4 flex gap-2" action="/dev/mailbox">
        <label htmlFor="mailbox-to" className="sr-only">
          Recipient
        </label>
        <input
          id="mailbox-to"
          name="to"
          defaultValue={recipient}
          placeholder="E-mail or phone"
          className="flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <button className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white">Filter</button>
      </form>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-600">No messages yet.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {messages.map((message) => (
            <li
              key={message.id}
              className="rounded-lg border border-slate-200 p-4"
              data-testid="mailbox-message"
            >
              <p className="text-sm text-slate-600">
                <span className="font-semibold uppercase">{message.channel}</span> to{' '}
                <span className="font-semibold text-slate-900">{message.recipient}</span> ·{' '}
                <time dateTime={message.createdAt.toISOString()}>
                  {message.createdAt.toLocaleString('en-US')}
                </time>{' '}
                · <span data-testid="mailbox-status">{deliveryStatus(message)}</span>
              </p>
              {message.lastError && message.status !== 'sent' && (
                <p className="mt-1 text-sm text-red-800">Last error: {message.lastError}</p>
              )}
              {message.subject && <h2 className="mt-1 text-lg font-semibold">{message.subject}</h2>}
              <p className="mt-2 whitespace-pre-wrap">
                <LinkedText text={message.body} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
