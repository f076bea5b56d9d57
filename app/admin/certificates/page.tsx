import type { Metadata } from 'next';
import { CertificateQueue } from '@/components/admin/tax/certificate-queue';
import { requireStaff } from '@/lib/auth/server';
import { certificateQueue } from '@/lib/tax/server';
import { reviewCertificateAction } from '../tax-actions';

export const metadata: Metadata = { title: 'Tax certificates' };

export default async function CertificatesPage() {
  await requireStaff();
  return <CertificateQueue queue={await certificateQueue()} review={reviewCertificateAction} />;
}
