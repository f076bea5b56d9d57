import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import {
  getServerSession,
  isConsolePath,
  isStaff,
  RETURN_PATH_PARAM,
  returnPathFrom,
} from '@/lib/auth/server';

export const metadata: Metadata = { title: 'Signed in', robots: { index: false, follow: false } };

/**
 * Where a finished sign-in lands: back on the page that sent the visitor to log in when it is
 * theirs to see (a console page for staff, an account page for everyone else), else staff on
 * the console and everyone else on the dashboard.
 */
export default async function SignedInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<never> {
  const user = await getServerSession();
  if (!user) redirect('/login');
  const staff = await isStaff(user);
  const returnTo = returnPathFrom((await searchParams)[RETURN_PATH_PARAM]);
  if (returnTo && isConsolePath(returnTo) === staff) redirect(returnTo);
  redirect(staff ? '/admin' : '/dashboard');
}
