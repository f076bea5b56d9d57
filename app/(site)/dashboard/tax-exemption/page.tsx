import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TaxExemption } from '@/components/account/tax-exemption';
import { getServerSession } from '@/lib/auth/server';
import { CERTIFICATES_PAGE, certificatesOf } from '@/lib/tax/server';
import { presignCertificateAction, submitCertificateAction } from './actions';

export const metadata: Metadata = { title: 'Tax exemption', robots: { index: false, follow: false } };

export default async function TaxExemptionPage() {
  // proxy.ts already guards /dashboard; checking here too keeps the page safe on its own.
  const user = await getServerSession();
  if (!user) redirect(`/login?next=${encodeURIComponent(CERTIFICATES_PAGE)}`);
  return (
    <TaxExemption
      certificates={await certificatesOf(user.userId)}
      presign={presignCertificateAction}
      submit={submitCertificateAction}
    />
  );
}
