import { Drawing } from '@/components/ui/drawing';
import { team } from '@/content/team';

export function TeamList() {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2">
      {team.map((member) => (
        <li
          key={member.name}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-6 sm:flex-row"
        >
          <Drawing image={member.image} width={144} height={144} className="h-36 w-36 shrink-0" />
          <div>
            <h3 className="text-xl font-bold text-slate-900">{member.name}</h3>
            <p className="font-semibold text-orange-800">{member.role}</p>
            <p className="mt-2 text-slate-700">{member.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
