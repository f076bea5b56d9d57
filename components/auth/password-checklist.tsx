import { passwordRules } from '@/lib/validation';

/**
 * The password rules as a live checklist under a new-password field. The list describes the
 * input (read with it on focus); a polite summary speaks only when the count of met rules
 * changes, not on every keystroke.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const states = passwordRules.map((rule) => ({ ...rule, met: rule.isMet(password) }));
  const metCount = states.filter((rule) => rule.met).length;
  return (
    <div className="mt-2">
      <ul id={id} aria-label="Password rules" className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {states.map((rule) => (
          <li
            key={rule.id}
            data-met={rule.met}
            className={`flex items-start gap-2 ${rule.met ? 'text-green-800' : 'text-slate-700'}`}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
              {rule.met ? '✓' : '○'}
            </span>
            <span>
              {rule.label}
              <span className="sr-only">{rule.met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {password ? `${metCount} of ${states.length} password rules met` : ''}
      </p>
    </div>
  );
}
