'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { loadAuth } from '@/lib/auth-client';

/**
 * After a change to the account: new tokens into the cookies (their ID token carries the new
 * name, e-mail or phone), then the server's parts of the page render again from them.
 */
export function useSessionRefresh(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    await (await loadAuth()).fetchAuthSession({ forceRefresh: true });
    router.refresh();
  }, [router]);
}
