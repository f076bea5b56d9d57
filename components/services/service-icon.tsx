import type { ServiceIcon as IconName } from '@/content/services';

const paths: Record<IconName, string> = {
  branding: 'M12 3l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.3l-5.3 2.8 1-5.8-4.2-4.1 5.9-.9Z',
  delivery: 'M3 7h11v9H3Zm11 3h4l3 3v3h-7ZM7 19a2 2 0 1 0 0-.1Zm10 0a2 2 0 1 0 0-.1Z',
  design: 'M4 20l4-1 11-11-3-3L5 16Zm10-13 3 3',
  printing: 'M7 8V3h10v5M6 18H4v-7a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v7h-2M7 14h10v7H7Z',
};

export function ServiceIcon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-8 w-8 text-orange-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
