import type { SessionUser } from '@/lib/auth/server';
import { maskPhone } from './mask-phone';

/** Who is signed in: name, e-mail and the phone the one-time codes go to (masked). */
export function AccountDetails({ user }: { user: SessionUser }) {
  const rows = [
    ['Name', user.name],
    ['E-mail', user.email],
    ['Phone', maskPhone(user.phoneNumber)],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-4">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="mt-1 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
