import { SHOP_TIME_ZONE } from '@/lib/constants';
import type { ThreadEntry } from '@/lib/orders/server';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

const entryStyles: Record<ThreadEntry['kind'], string> = {
  message: 'border-orange-300 bg-white',
  note: 'border-amber-400 bg-amber-50',
  stage: 'border-slate-300 bg-slate-50',
  price: 'border-slate-300 bg-slate-50',
};

/**
 * A quote's conversation, oldest first, for either side: the entries were chosen by who reads
 * (lib/orders/conversation). Every text is rendered as text, so what anyone typed stays inert.
 */
export function ConversationThread({ entries, empty }: { entries: ThreadEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={`rounded-md border-l-4 p-3 ${entryStyles[entry.kind]} ${entry.fromCustomer && entry.kind === 'message' ? 'border-sky-400' : ''}`}
        >
          <p className="text-sm text-slate-600">
            <span className="font-semibold break-words text-slate-900">{entry.author}</span>
            {' · '}
            <time dateTime={entry.at.toISOString()}>{when.format(entry.at)}</time>
            {entry.kind === 'note' ? (
              <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold text-amber-950 uppercase">
                Internal
              </span>
            ) : null}
            {entry.unread ? <span className="ml-2 font-semibold text-orange-800">New</span> : null}
          </p>
          {entry.headline ? <p className="font-semibold">{entry.headline}</p> : null}
          {entry.text ? <p className="mt-1 break-words whitespace-pre-line">{entry.text}</p> : null}
          {entry.attachment ? (
            entry.attachment.downloadUrl ? (
              <a
                href={entry.attachment.downloadUrl}
                rel="noreferrer"
                className="mt-1 inline-block font-semibold break-all text-orange-800 underline"
              >
                {`Download ${entry.attachment.fileName}`}
              </a>
            ) : (
              <p className="mt-1 text-slate-600">{`${entry.attachment.fileName} is no longer in storage.`}</p>
            )
          ) : null}
        </li>
      ))}
    </ol>
  );
}
