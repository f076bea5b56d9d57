import Link from 'next/link';
import type { Metadata } from 'next';
import { formatDateTime } from '@/components/admin/format';
import { requireStaff } from '@/lib/auth/server';
import { listEmailTexts } from '@/lib/email-texts/server';

export const metadata: Metadata = { title: 'E-mail texts' };

export default async function EmailTextsPage() {
  await requireStaff();
  const texts = await listEmailTexts();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">E-mail texts</h1>
        <p className="mt-1 text-slate-600">
          The words of the e-mails the shop sends about quotes, orders, payments, tax certificates and contact
          form messages. Values in double braces, such as <code>{'{{number}}'}</code>, are filled in for each
          e-mail.
        </p>
      </div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {texts.map((text) => (
          <li key={text.key} className="space-y-1 p-4">
            <Link href={`/admin/emails/${text.key}`} className="font-semibold text-orange-800 underline">
              {text.definition.label}
            </Link>
            <p className="text-sm text-slate-600">{text.definition.sentWhen}</p>
            <p className="text-sm break-words">
              <span className="font-semibold">Subject:</span> {text.subject}
            </p>
            <p className="text-sm text-slate-600">
              {text.edited
                ? `Edited by ${text.edited.by}, ${formatDateTime(text.edited.at)}`
                : 'Default wording'}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
