import type { CustomerProof } from '@/lib/orders/server';
import type { ProofDecisionState } from '@/lib/orders';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { proofPictureHref } from '@/lib/proofs';
import { ARTWORK_CHECKED_BY_HAND } from '@/lib/proofs';
import { ProofDecisionForm } from './proof-decision-form';
import { ProofPicture } from './proof-picture';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

type Props = {
  number: string;
  current?: CustomerProof;
  earlier: CustomerProof[];
  mayDecide: boolean;
  /** Whether the automatic proof could not draw the artwork, which staff now check by hand. */
  artworkQuarantined?: boolean;
  /** The order's total, which approving the proof accepts. */
  total: { cents: number; text: string };
  accessToken?: string;
  answer: (state: ProofDecisionState, form: FormData) => Promise<ProofDecisionState>;
};

function ProofFile({ proof }: { proof: CustomerProof }) {
  if (!proof.downloadUrl) return <p className="text-slate-700">{proof.fileName}</p>;
  return (
    <a
      href={proof.downloadUrl}
      rel="noreferrer"
      className="font-semibold break-all text-orange-700 underline hover:text-orange-800"
    >
      {`Download proof ${proof.version} (${proof.fileName})`}
    </a>
  );
}

/** The current proof to answer, what was said about it, and the proofs it replaced. */
export function ProofPanel({
  number,
  current,
  earlier,
  mayDecide,
  artworkQuarantined = false,
  accessToken,
  total,
  answer,
}: Props) {
  if (!current) {
    return artworkQuarantined ? (
      <p role="status" className="rounded-lg bg-amber-50 p-4 text-slate-900">
        {ARTWORK_CHECKED_BY_HAND}
      </p>
    ) : (
      <p className="text-slate-700">We will send you a proof of your design to approve before we print.</p>
    );
  }
  return (
    <div className="space-y-5">
      <div className="space-y-3 rounded-lg border border-slate-200 p-4">
        <h3 className="font-bold text-slate-900">{`Proof ${current.version}`}</h3>
        <p className="text-sm text-slate-600">
          {'Sent '}
          <time dateTime={current.sentAt.toISOString()}>{when.format(current.sentAt)}</time>
          {' · '}
          <span>{current.statusLabel}</span>
        </p>
        <blockquote className="border-l-4 border-slate-200 pl-3 whitespace-pre-line text-slate-800">
          {current.message}
        </blockquote>
        {current.hasPicture && (
          <ProofPicture
            src={proofPictureHref(number, current.version, accessToken)}
            version={current.version}
          />
        )}
        <ProofFile proof={current} />
        {current.decisionComment && (
          <p className="text-slate-700">
            <span className="font-semibold">Your comment: </span>
            {current.decisionComment}
          </p>
        )}
        <ProofDecisionForm
          key={current.id}
          number={number}
          proofId={current.id}
          accessToken={accessToken}
          total={total}
          open={mayDecide}
          answer={answer}
        />
      </div>
      {earlier.length > 0 && (
        <details className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">{`Earlier proofs (${earlier.length})`}</summary>
          <ul className="mt-3 space-y-3">
            {earlier.map((proof) => (
              <li key={proof.id} className="space-y-1">
                <p className="text-sm text-slate-600">{`Proof ${proof.version}: ${proof.statusLabel}`}</p>
                <ProofFile proof={proof} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
