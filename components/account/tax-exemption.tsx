import type { FormAction } from '@/components/admin/form-state';
import { exemptionGuidance } from '@/content/tax';
import { formatLongDate } from '@/lib/shop-time';
import type { PresignUpload } from '@/lib/storage';
import { usStates } from '@/content/us-states';
import { exemptionKindLabels, exemptionKinds, stateName } from '@/lib/tax';
import type { CertificateRow } from '@/lib/tax/server';
import { AccountPage, BackToDashboard } from './account-page';
import { CertificateForm } from './certificate-form';

const statusLabels: Record<CertificateRow['status'], string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not approved',
};

const statusColours: Record<CertificateRow['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

const kindOptions = exemptionKinds.map((kind) => ({
  value: kind,
  label: exemptionKindLabels[kind].replace(/^./, (letter) => letter.toUpperCase()),
}));
const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));

/** The customer's certificates page: what they sent and its status, and the upload form. */
export function TaxExemption({
  certificates,
  presign,
  submit,
}: {
  certificates: CertificateRow[];
  presign: PresignUpload;
  submit: FormAction;
}) {
  return (
    <AccountPage title="Tax exemption" intro={exemptionGuidance}>
      <section aria-labelledby="certificates-heading" className="space-y-4">
        <h2 id="certificates-heading" className="text-xl font-bold text-slate-900">
          Your certificates
        </h2>
        {certificates.length === 0 ? (
          <p className="text-slate-700">You have not sent a certificate yet.</p>
        ) : (
          <ul aria-label="Your certificates" className="space-y-3">
            {certificates.map((certificate) => (
              <li key={certificate.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    {stateName(certificate.state)} {exemptionKindLabels[certificate.kind]}{' '}
                    {certificate.number}
                  </p>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-semibold ${statusColours[certificate.status]}`}
                  >
                    {statusLabels[certificate.status]}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  Expires {formatLongDate(certificate.expiresOn)} · {certificate.fileName}
                </p>
                {certificate.status !== 'pending' && certificate.staffNote ? (
                  <p className="mt-1 text-sm text-slate-700">Note from the shop: {certificate.staffNote}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="upload-heading" className="space-y-4">
        <h2 id="upload-heading" className="text-xl font-bold text-slate-900">
          Send a certificate
        </h2>
        <CertificateForm
          presign={presign}
          submit={submit}
          kindOptions={kindOptions}
          stateOptions={stateOptions}
        />
      </section>
      <BackToDashboard />
    </AccountPage>
  );
}
