import Link from 'next/link';
import { customerHref } from '@/lib/customers';

const linkClass = 'font-semibold text-orange-800 underline';

/** The quote page's ways out: its job ticket (print page and PDF) and its customer's page. */
export function QuoteLinks({ number, email }: { number: string; email: string }) {
  const numbers = encodeURIComponent(number);
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <li>
        <Link href={`/admin/tickets?numbers=${numbers}`} className={linkClass}>
          Job ticket
        </Link>
      </li>
      <li>
        <a href={`/admin/tickets/pdf?numbers=${numbers}`} className={linkClass}>
          Job ticket (PDF)
        </a>
      </li>
      <li>
        <Link href={customerHref(email)} className={linkClass}>
          Customer history
        </Link>
      </li>
    </ul>
  );
}
