import type { TimelineStep } from '@/lib/orders/server';
import { SHOP_TIME_ZONE } from '@/lib/constants';

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

const stateText: Record<TimelineStep['state'], string> = {
  reached: 'done',
  current: 'current stage',
  upcoming: 'not yet',
};

const markerClass: Record<TimelineStep['state'], string> = {
  reached: 'border-green-700 bg-green-700',
  current: 'border-orange-700 bg-white ring-4 ring-orange-100',
  upcoming: 'border-slate-300 bg-white',
};

/** The order's path as an ordered list; the stage it is at now is marked as the current step. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol aria-label="Order progress" className="space-y-0">
      {steps.map((step, index) => (
        <li
          key={step.stage}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-5 left-[9px] h-full w-0.5 ${step.state === 'reached' ? 'bg-green-700' : 'bg-slate-200'}`}
            />
          )}
          <span
            aria-hidden="true"
            className={`relative mt-0.5 h-5 w-5 shrink-0 rounded-full border-2 ${markerClass[step.state]}`}
          />
          <div>
            <p className={step.state === 'upcoming' ? 'text-slate-600' : 'font-semibold text-slate-900'}>
              {step.label}
              <span className="sr-only">{`, ${stateText[step.state]}`}</span>
            </p>
            {step.reachedAt && (
              <p className="text-sm text-slate-600">
                <time dateTime={step.reachedAt.toISOString()}>{when.format(step.reachedAt)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
