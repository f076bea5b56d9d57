import { ButtonLink, type ButtonVariant } from './button-link';

export type Action = { label: string; href: string; variant: ButtonVariant };

/** A row of calls to action. Their targets are not prefetched: some are heavy form pages. */
export function ActionButtons({
  actions,
  className = '',
}: {
  actions: readonly Action[];
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action) => (
        <ButtonLink key={action.href} href={action.href} variant={action.variant} prefetch={false}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
