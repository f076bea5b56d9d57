import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerSession, isStaff } from '@/lib/auth';
import { RETURN_PATH_PARAM, returnPathFrom } from '@/lib/auth/return-path';

export const metadata: Metadata = { title: 'Signed in', robots: { index: false, follow: false } };

/**
 * Where a finished sign-in lands: staff on their console, everyone else on the page that sent
 * them to log in (an account page only) or the dashboard.
 */
export default async function SignedInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<never> {
  const user = await getServerSession();
  if (!user) redirect('/login');
  if (await isStaff(user)) redirect('/admin');
  redirect(returnPathFrom((await searchParams)[RETURN_PATH_PARAM]) ?? '/dashboard');
}
