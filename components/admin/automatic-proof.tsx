import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { proofPictureHref } from '@/lib/proofs';
import { QUARANTINE_ADVICE } from '@/lib/proofs';

type Props = {
  quoteId: string;
  quoteNumber: string;
  proof: { state: 'pending' | 'ready' | 'failed'; reason: string | null; version: number | null };
  /** A short-lived link to the proof's PDF, when it is ready and still stored. */
  downloadUrl?: string;
  /** Whether the order's stage takes a proof now. */
  maySend: boolean;
  send: FormAction;
};

/**
 * The proof the server drew from the artwork on submission (issue 32 §2): its state, its
 * picture and PDF once ready, and Send this proof, which sends it as an uploaded proof is sent;
 * artwork it could not draw is shown quarantined, with the reason.
 */
export function AutomaticProof({ quoteId, quoteNumber, proof, downloadUrl, maySend, send }: Props) {
  return (
    <section
      className="space-y-3 rounded border border-slate-200 p-3"
      aria-labelledby="automatic-proof-heading"
    >
      <h3 id="automatic-proof-heading" className="font-semibold">
        Automatic proof
      </h3>
      {proof.state === 'pending' ? (
        <p role="status" className="text-slate-700">
          Being drawn from the artwork; reload the page in a minute.
          {proof.reason ? ` The last try failed: ${proof.reason} It is tried again.` : ''}
        </p>
      ) : proof.state === 'failed' ? (
        <div role="alert" className="space-y-1 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">Artwork quarantined: the automatic proof could not draw it.</p>
          {proof.reason ? <p>{proof.reason}</p> : null}
          <p>{QUARANTINE_ADVICE}</p>
        </div>
      ) : (
        <>
          {/* A picture from our own route (authorised, never cached): next/image cannot optimise it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={proofPictureHref(quoteNumber, 'automatic')}
            alt={`Automatic proof ${proof.version ?? ''} of quote ${quoteNumber}: the design at its printed size with the cut line, bleed and safe zone`}
            className="max-h-96 max-w-full rounded border border-slate-200 bg-white"
          />
          {downloadUrl ? (
            <a href={downloadUrl} className="block font-semibold text-orange-800 underline">
              Download the automatic proof (PDF)
            </a>
          ) : (
            <p className="text-slate-600">The PDF is no longer in storage.</p>
          )}
          {maySend ? (
            <ActionForm action={send} label="Send the automatic proof">
              <input type="hidden" name="quoteId" value={quoteId} />
              <SubmitButton>Send this proof</SubmitButton>
            </ActionForm>
          ) : null}
        </>
      )}
    </section>
  );
}
