import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerSession, isStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Signed in', robots: { index: false, follow: false } };

/** Where a finished sign-in lands: staff on their console, everyone else on the dashboard. */
export default async function SignedInPage(): Promise<never> {
  const user = await getServerSession();
  if (!user) redirect('/login');
  redirect((await isStaff(user)) ? '/admin' : '/dashboard');
}
