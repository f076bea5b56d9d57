import { artworkGuidance } from '@/content/artwork-guidance';
import { preflightStatusLabels, type Preflight } from '@/lib/artwork-preflight';

const tones: Record<Preflight['status'], string> = {
  ok: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  'strong-warning': 'border-red-700 bg-red-50 text-red-900',
  unchecked: 'border-slate-400 bg-slate-50 text-slate-900',
};

/** The artwork check's outcome for the chosen size, with the shop's guidance on bleed and safe zone. */
export function ArtworkCheck({ preflight }: { preflight?: Preflight }) {
  return (
    <div className="space-y-3">
      <div aria-live="polite">
        {preflight && (
          <div className={`rounded-lg border-l-4 p-3 text-sm ${tones[preflight.status]}`}>
            <p className="font-semibold">Artwork check: {preflightStatusLabels[preflight.status]}</p>
            {preflight.messages.map((message) => (
              <p key={message} className="mt-1">
                {message}
              </p>
            ))}
          </div>
        )}
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-slate-900">
          Artwork tips: bleed, safe zone and resolution
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {artworkGuidance.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
