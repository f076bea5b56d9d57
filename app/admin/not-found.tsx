import { NotFoundNotice } from '@/components/errors/not-found-notice';

/** A console page called notFound() (no quote with that number): the console's frame stays. */
export default function AdminNotFound() {
  return <NotFoundNotice />;
}
