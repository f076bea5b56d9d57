import Link from 'next/link';
import { formatDateTime } from '@/components/admin/format';
import { Facts, Section } from '@/components/admin/quote-sections';
import { companyHref } from '@/lib/customers/server';
import type { QuoteAccount } from '@/lib/orders/server';

/** "Account:" on the customer facts: an account the e-mail has shows even on a guest's quote. */
function accountText(account: QuoteAccount): string {
  if (account.kind === 'sender') return 'Signed in when sending';
  if (account.kind === 'guest') return 'Guest (no account with this e-mail)';
  const whose = account.name ? `${account.name}'s account` : 'An account with this e-mail';
  const since = account.since ? `, since ${formatDateTime(account.since)}` : '';
  return `${whose}${since} (this quote was sent as a guest)`;
}

type Customer = {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyName: string | null;
  poNumber: string | null;
};

/** The console quote page's customer: contact, company, the account the e-mail has and the company account. */
export function CustomerSection({
  quote,
  account,
  company,
}: {
  quote: Customer;
  account: QuoteAccount;
  company?: { id: string; name: string };
}) {
  return (
    <Section id="customer-heading" title="Customer">
      <Facts
        items={[
          ['Name', quote.contactName],
          [
            'E-mail',
            <a key="email" href={`mailto:${quote.contactEmail}`} className="text-orange-800 underline">
              {quote.contactEmail}
            </a>,
          ],
          ['Phone', quote.contactPhone],
          quote.companyName && ['Company', quote.companyName],
          quote.poNumber && ['PO number', quote.poNumber],
          ['Account', accountText(account)],
          company && [
            'Company account',
            <Link
              key="company"
              href={companyHref(company.id)}
              className="break-words text-orange-800 underline"
            >
              {company.name}
            </Link>,
          ],
        ]}
      />
    </Section>
  );
}
