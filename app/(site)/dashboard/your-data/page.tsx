import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { YourData } from '@/components/account/your-data';
import { isFreshSignIn } from '@/lib/account-data';
import { getServerSession } from '@/lib/auth/server';
import { eraseAccountAction } from './actions';

export const metadata: Metadata = { title: 'Your data', robots: { index: false, follow: false } };

export default async function YourDataPage() {
  // proxy.ts already guards /dashboard; checking here too keeps the page safe on its own.
  const user = await getServerSession();
  if (!user) redirect('/login');
  return <YourData email={user.email} fresh={isFreshSignIn(user)} erase={eraseAccountAction} />;
}
