import Link from 'next/link';
import type { ReactNode } from 'react';
import { HistorySections } from '@/components/admin/customers/history-sections';
import { formatDateTime } from '@/components/admin/format';
import { Facts, Section } from '@/components/admin/quote-sections';
import { companyRoleLabels } from '@/lib/companies';
import { customerHref, type CompanyHistory } from '@/lib/customers/server';

/** One company's page: contact, members (their accounts), every quote, payments and messages. */
export function CompanyHistoryView({ history }: { history: CompanyHistory }) {
  const { company, members } = history;
  const contact: [string, ReactNode][] = [
    ['Name', company.name],
    [
      'Billing e-mail',
      <a key="email" href={`mailto:${company.billingEmail}`} className="break-all text-orange-800 underline">
        {company.billingEmail}
      </a>,
    ],
    ['Since', formatDateTime(company.createdAt)],
    ...(company.closedAt ? ([['Closed', formatDateTime(company.closedAt)]] as [string, ReactNode][]) : []),
  ];
  return (
    <div className="space-y-6">
      <div>
        <Link href="/admin/companies" className="text-sm font-semibold text-orange-800 underline">
          ← All companies
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight break-words">{company.name}</h1>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="contact-heading" title="Contact">
          <Facts items={contact} />
        </Section>
        <Section id="accounts-heading" title={`Members (${members.length})`}>
          {members.length === 0 ? (
            <p className="text-slate-600">No member: the company is closed.</p>
          ) : (
            <ul aria-label="Members" className="divide-y divide-slate-200 rounded border border-slate-200">
              {members.map((member) => (
                <li key={member.userId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
                  <div className="min-w-0">
                    <Link
                      href={customerHref(member.email)}
                      className="font-semibold break-words text-orange-800 underline"
                    >
                      {member.name}
                    </Link>
                    <p className="text-sm break-all text-slate-600">{member.email}</p>
                  </div>
                  <p className="text-sm font-semibold">{companyRoleLabels[member.role]}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <HistorySections history={history} />
    </div>
  );
}
