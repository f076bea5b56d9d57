import type { ComponentProps } from 'react';
import { AutomaticProof } from '@/components/admin/automatic-proof';
import { formatDateTime } from '@/components/admin/format';
import type { FormAction } from '@/components/admin/form-state';
import { ProofForm } from '@/components/admin/proof-form';
import { FileLink, Section } from '@/components/admin/quote-sections';
import type { PresignUpload } from '@/lib/storage';

const proofStatusLabels = {
  pending: 'waiting for the customer',
  approved: 'approved',
  changes_requested: 'changes requested',
  superseded: 'superseded by a newer proof',
} as const;

type SentProof = {
  id: string;
  version: number;
  status: keyof typeof proofStatusLabels;
  createdAt: Date;
  sentBy: string;
  fileName: string;
  downloadUrl?: string;
};

/**
 * The console quote page's proofs: each one sent, newest first, the proof drawn automatically
 * from the artwork, and while the stage takes one (`maySend`), the form to send a new one.
 */
export function ProofsSection({
  quote,
  proofs,
  automaticProof,
  maySend,
  presign,
  send,
  sendAutomatic,
}: {
  quote: { id: string; number: string };
  proofs: SentProof[];
  automaticProof?: Pick<ComponentProps<typeof AutomaticProof>, 'proof' | 'downloadUrl'>;
  maySend: boolean;
  presign: PresignUpload;
  send: FormAction;
  sendAutomatic: FormAction;
}) {
  return (
    <Section id="proof-heading" title="Proofs">
      <p className="text-slate-600">
        {proofs.length === 0
          ? 'No proof sent yet.'
          : "Each proof's message and the customer's answer are in the conversation."}
      </p>
      <ol className="space-y-4">
        {proofs.map((proof) => (
          <li key={proof.id} className="rounded border border-slate-200 p-3">
            <p className="font-semibold">
              Proof {proof.version} · {proofStatusLabels[proof.status]}
            </p>
            <p className="text-sm text-slate-600">
              Sent {formatDateTime(proof.createdAt)} by {proof.sentBy}
            </p>
            <div className="mt-2">
              <FileLink url={proof.downloadUrl} name={proof.fileName} />
            </div>
          </li>
        ))}
      </ol>
      {automaticProof ? (
        <div className="mt-4">
          <AutomaticProof
            quoteId={quote.id}
            quoteNumber={quote.number}
            {...automaticProof}
            maySend={maySend}
            send={sendAutomatic}
          />
        </div>
      ) : null}
      {maySend ? (
        <div className="mt-4">
          <h3 className="font-semibold">Send {proofs.length ? 'a new' : 'a'} proof</h3>
          <div className="mt-2">
            <ProofForm quoteId={quote.id} presign={presign} send={send} />
          </div>
        </div>
      ) : null}
    </Section>
  );
}
