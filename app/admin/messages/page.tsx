import Link from 'next/link';
import type { Metadata } from 'next';
import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import { formatDateTime } from '@/components/admin/format';
import { requireStaff } from '@/lib/auth/server';
import { listContactMessages } from '@/lib/contact/server';
import { markHandledAction } from '../actions';

export const metadata: Metadata = { title: 'Contact messages' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ContactMessagesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const showAll = (await searchParams).show === 'all';
  const messages = await listContactMessages({ open: !showAll });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Contact messages</h1>
        <Link
          href={showAll ? '/admin/messages' : '/admin/messages?show=all'}
          className="font-semibold text-orange-800 underline"
        >
          {showAll ? 'Show open messages only' : 'Show handled messages too'}
        </Link>
      </div>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {showAll ? 'No contact messages yet.' : 'No open messages. Everything is handled.'}
        </p>
      ) : (
        <ul className="space-y-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}`}
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <h2 id={`message-${message.id}`} className="font-bold break-words">
                  {message.subject}
                </h2>
                <p className="text-sm break-words text-slate-600">
                  {message.name} ·{' '}
                  <a href={`mailto:${message.email}`} className="text-orange-800 underline">
                    {message.email}
                  </a>{' '}
                  · {formatDateTime(message.createdAt)}
                </p>
                <p className="mt-2 whitespace-pre-line break-words">{message.message}</p>
                {message.handledAt ? (
                  <p className="mt-2 text-sm font-semibold text-green-800">
                    Handled {formatDateTime(message.handledAt)} by {message.handledBy}
                  </p>
                ) : (
                  <ActionForm
                    action={markHandledAction}
                    className="mt-3 space-y-2"
                    label={`Mark “${message.subject}” handled`}
                  >
                    <input type="hidden" name="id" value={message.id} />
                    <SubmitButton variant="secondary">Mark handled</SubmitButton>
                  </ActionForm>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
