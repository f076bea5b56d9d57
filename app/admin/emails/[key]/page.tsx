import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmailTextForm } from '@/components/admin/emails/email-text-form';
import { formatDateTime } from '@/components/admin/format';
import { requireStaff } from '@/lib/auth/server';
import { findEmailText } from '@/lib/email-texts/server';
import { resetEmailTextAction, saveEmailTextAction } from '../actions';

export const metadata: Metadata = { title: 'Edit an e-mail text' };

export default async function EditEmailTextPage({ params }: { params: Promise<{ key: string }> }) {
  await requireStaff();
  const text = await findEmailText((await params).key);
  if (!text) notFound();
  return (
    <div className="space-y-6">
      <Link href="/admin/emails" className="font-semibold text-orange-800 underline">
        All e-mail texts
      </Link>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">{text.definition.label}</h1>
        <p className="mt-1 text-slate-600">{text.definition.sentWhen}</p>
        <p className="mt-1 text-sm text-slate-600">
          {text.edited
            ? `Edited by ${text.edited.by}, ${formatDateTime(text.edited.at)}.`
            : 'This is the default wording.'}
        </p>
      </div>
      <EmailTextForm
        textKey={text.key}
        definition={text.definition}
        subject={text.subject}
        body={text.body}
        save={saveEmailTextAction}
        reset={resetEmailTextAction}
      />
    </div>
  );
}
