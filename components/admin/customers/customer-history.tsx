import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/components/admin/format';
import { Facts, Section } from '@/components/admin/quote-sections';
import type { CustomerHistory } from '@/lib/customers/server';
import { HistorySections } from './history-sections';

/** One customer's page: contact, accounts, every quote, payments and messages. */
export function CustomerHistoryView({ history }: { history: CustomerHistory }) {
  const { contact, account } = history;
  const accountFacts: [string, ReactNode][] = account
    ? [
        ['Account', `${account.name}, ${account.confirmed ? 'confirmed' : 'not confirmed yet'}`],
        ['Phone on the account', account.phone],
        ['Signed up', formatDateTime(account.createdAt)],
      ]
    : [
        [
          'Account',
          history.accountIds.length > 0 ? 'Sent quotes signed in' : 'No account: guest quotes only',
        ],
      ];
  return (
    <div className="space-y-6">
      <div>
        <Link href="/admin/customers" className="text-sm font-semibold text-orange-800 underline">
          ← All customers
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight break-words">{contact.name}</h1>
        {contact.company ? <p className="text-slate-700">{contact.company}</p> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="contact-heading" title="Contact">
          <Facts
            items={[
              ['Name', contact.name],
              [
                'E-mail',
                <a
                  key="email"
                  href={`mailto:${history.email}`}
                  className="break-all text-orange-800 underline"
                >
                  {history.email}
                </a>,
              ],
              ['Phone', contact.phone],
              ...(contact.company ? ([['Company', contact.company]] as [string, ReactNode][]) : []),
            ]}
          />
        </Section>
        <Section id="accounts-heading" title="Accounts">
          <Facts items={accountFacts} />
        </Section>
      </div>

      <HistorySections history={history} />
    </div>
  );
}
