import Link from 'next/link';
import type { Metadata } from 'next';
import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import { formatDateTime } from '@/components/admin/format';
import { requireStaff } from '@/lib/auth/server';
import { listOutbox, type OutboxEntry } from '@/lib/messaging/server';
import { retryMessageAction } from '../actions';

export const metadata: Metadata = { title: 'Outbox' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const statuses: { value: OutboxEntry['status']; label: string }[] = [
  { value: 'failed', label: 'Failed' },
  { value: 'gave_up', label: 'Gave up' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
];

const labelOf = (status: OutboxEntry['status']) => statuses.find((entry) => entry.value === status)!.label;

export default async function OutboxPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const requested = (await searchParams).status;
  const status = statuses.find((entry) => entry.value === requested)?.value;
  const messages = await listOutbox({ status, limit: 100 });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Outbox</h1>
      <p className="text-slate-600">
        Every e-mail and text the site sends. Failed messages are retried by themselves; retry one here once
        the cause is fixed, or one that was given up.
      </p>
      <nav aria-label="Outbox status">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[{ value: undefined, label: 'All' }, ...statuses].map((entry) => (
            <li key={entry.label}>
              <Link
                href={entry.value ? `/admin/outbox?status=${entry.value}` : '/admin/outbox'}
                aria-current={entry.value === status ? 'page' : undefined}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 font-semibold aria-[current=page]:border-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No messages here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {messages.map((message) => (
            <li key={message.id} className="space-y-1 p-4">
              <p className="font-semibold break-words">
                {message.subject ?? `Text message (${message.channel})`}
              </p>
              <p className="text-sm break-words text-slate-600">
                To {message.recipient} · {formatDateTime(message.createdAt)} · {labelOf(message.status)}
                {message.attempts
                  ? ` after ${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}`
                  : ''}
              </p>
              {message.lastError && message.status !== 'sent' ? (
                <p className="text-sm break-words text-red-800">Last error: {message.lastError}</p>
              ) : null}
              {message.status === 'failed' || message.status === 'gave_up' ? (
                <ActionForm
                  action={retryMessageAction}
                  className="space-y-2 pt-1"
                  label={`Retry the message to ${message.recipient}`}
                >
                  <input type="hidden" name="id" value={message.id} />
                  <SubmitButton variant="secondary">Retry now</SubmitButton>
                </ActionForm>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
