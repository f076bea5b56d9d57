import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { formatDateTime } from '@/components/admin/format';
import type { PriceLineVersion } from '@/lib/pricing/server';

const actionLabel = (entry: PriceLineVersion) =>
  entry.action === 'seeded'
    ? 'Seeded'
    : entry.action === 'edited'
      ? 'Edited'
      : `Rolled back to version ${entry.rolledBackTo}`;

/**
 * Every version of a line, newest first: who, when, how, and what it changed field by field,
 * with a rollback to any version but the current one (made as a new version).
 */
export function PriceLineHistory({
  lineId,
  version,
  history,
  action,
}: {
  lineId: string;
  version: number;
  history: PriceLineVersion[];
  action: FormAction;
}) {
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-bold">
        History
      </h2>
      <ol className="space-y-3">
        {history.map((entry) => (
          <li key={entry.version} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold">
              Version {entry.version}
              {entry.version === version ? ' (current)' : ''} · {actionLabel(entry)}
            </p>
            <p className="text-sm text-slate-600">
              {entry.changedBy} · {formatDateTime(entry.changedAt)}
            </p>
            {entry.changes.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {change.label}: <del className="text-slate-600">{change.before}</del> →{' '}
                    <ins className="font-semibold no-underline">{change.after}</ins>
                  </li>
                ))}
              </ul>
            ) : null}
            {entry.version !== version ? (
              <ActionForm
                action={action}
                className="mt-3 space-y-2"
                label={`Roll back to version ${entry.version}`}
              >
                <input type="hidden" name="id" value={lineId} />
                <input type="hidden" name="version" value={String(version)} />
                <input type="hidden" name="to" value={String(entry.version)} />
                <SubmitButton variant="secondary">
                  Roll back to this version<span className="sr-only"> ({entry.version})</span>
                </SubmitButton>
              </ActionForm>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
