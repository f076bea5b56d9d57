import type { Metadata } from 'next';
import { AddressNotice } from '@/components/errors/not-found-notice';

export const metadata: Metadata = { title: 'Address Not Valid', robots: { index: false } };

/**
 * What a visitor sees for an address the site cannot read (a broken percent-escape, a control
 * character): proxy.ts answers it with status 400 in place of the page asked for.
 */
export default function BadRequestPage() {
  return (
    <AddressNotice
      code="400"
      title="We couldn't read that address"
      text="It holds characters no page of ours uses, perhaps from a link that was cut or copied wrongly."
    />
  );
}
