import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SavedAddresses } from '@/components/account/saved-addresses';
import { listAddresses } from '@/lib/account-data/server';
import { getServerSession } from '@/lib/auth/server';
import { deleteAddressAction, saveAddressAction, setDefaultAddressAction } from './actions';

export const metadata: Metadata = { title: 'Saved addresses', robots: { index: false, follow: false } };

export default async function SavedAddressesPage() {
  // proxy.ts already guards /dashboard; checking here too keeps the page safe on its own.
  const user = await getServerSession();
  if (!user) redirect('/login');
  return (
    <SavedAddresses
      addresses={await listAddresses(user.userId)}
      save={saveAddressAction}
      makeDefault={setDefaultAddressAction}
      remove={deleteAddressAction}
    />
  );
}
