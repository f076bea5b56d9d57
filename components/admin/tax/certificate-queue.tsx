import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import { formatDateTime } from '@/components/admin/format';
import type { FormAction } from '@/components/admin/form-state';
import { CERTIFICATE_NOTE_MAX_LENGTH } from '@/lib/constants';
import { formatLongDate } from '@/lib/shop-time';
import { exemptionKindLabels, stateName } from '@/lib/tax';
import type { CertificateRow, QueuedCertificate } from '@/lib/tax/server';

function describe(certificate: CertificateRow): string {
  return `${stateName(certificate.state)} ${exemptionKindLabels[certificate.kind]} ${certificate.number}`;
}

/** The console's review queue: certificates waiting for a decision, then the latest decisions. */
export function CertificateQueue({
  queue,
  review,
}: {
  queue: { pending: QueuedCertificate[]; decided: CertificateRow[] };
  review: FormAction;
}) {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-extrabold tracking-tight">Tax certificates</h1>
      <p className="max-w-3xl text-slate-600">
        Check that the file is the certificate described, in the customer&apos;s name, for the state shown and
        not expired. Once approved, that customer&apos;s orders sold in that state are not taxed until it
        expires. The customer is e-mailed the decision and your note.
      </p>
      <section aria-labelledby="pending-heading" className="space-y-3">
        <h2 id="pending-heading" className="text-lg font-bold">
          Waiting for review ({queue.pending.length})
        </h2>
        {queue.pending.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No certificates waiting.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {queue.pending.map((certificate) => (
              <li key={certificate.id} className="grid gap-4 p-4 md:grid-cols-2">
                <div className="space-y-1">
                  <h3 className="font-semibold">{describe(certificate)}</h3>
                  <p className="text-sm break-all text-slate-700">{certificate.email}</p>
                  <p className="text-sm text-slate-700">Expires {formatLongDate(certificate.expiresOn)}</p>
                  <p className="text-sm text-slate-600">Sent {formatDateTime(certificate.createdAt)}</p>
                  {certificate.downloadUrl ? (
                    <a
                      href={certificate.downloadUrl}
                      className="text-sm font-semibold text-orange-800 underline"
                    >
                      Open {certificate.fileName}
                    </a>
                  ) : (
                    <p className="text-sm text-red-700">The file is missing from the store.</p>
                  )}
                </div>
                <ActionForm action={review} className="space-y-3" label={`Review ${describe(certificate)}`}>
                  <input type="hidden" name="id" value={certificate.id} />
                  <Field
                    id={`note-${certificate.id}`}
                    name="note"
                    label="Note to the customer"
                    hint="Required to reject: say what is wrong."
                    multiline
                    maxLength={CERTIFICATE_NOTE_MAX_LENGTH}
                  />
                  <div className="flex flex-wrap gap-3">
                    <SubmitButton name="decision" value="approved">
                      Approve
                    </SubmitButton>
                    <SubmitButton name="decision" value="rejected" variant="secondary">
                      Reject
                    </SubmitButton>
                  </div>
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
      </section>
      {queue.decided.length > 0 ? (
        <section aria-labelledby="decided-heading" className="space-y-3">
          <h2 id="decided-heading" className="text-lg font-bold">
            Latest decisions
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {queue.decided.map((certificate) => (
              <li key={certificate.id} className="space-y-1 p-4 text-sm">
                <p className="font-semibold">
                  {describe(certificate)}: {certificate.status}
                </p>
                <p className="break-all text-slate-700">
                  {certificate.email} · by {certificate.reviewedBy}
                  {certificate.reviewedAt ? ` · ${formatDateTime(certificate.reviewedAt)}` : ''}
                </p>
                {certificate.staffNote ? (
                  <p className="text-slate-700">Note: {certificate.staffNote}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
