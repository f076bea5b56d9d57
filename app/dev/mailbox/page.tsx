import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Mailbox } from '@/components/dev/mailbox';
import { listOutbox, mailboxEnabled } from '@/lib/messaging/server';
import '../../globals.css';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Local mailbox', robots: { index: false, follow: false } };

export default async function MailboxPage({
  searchParams,
}: {
  searchParams: Promise<{ to?: string | string[] }>;
}) {
  if (!mailboxEnabled()) notFound();
  const { to } = await searchParams;
  const recipient = typeof to === 'string' && to.trim() ? to.trim() : undefined;
  const messages = await listOutbox({ recipient });
  return <Mailbox messages={messages} recipient={recipient} />;
}
