'use client';

import { loadAuth } from './index';

/**
 * Signs out: on this device, Amplify revokes this session's refresh token (RevokeToken) and
 * clears its cookies; everywhere, the identity service ends every session of the account
 * (GlobalSignOut). Imported on demand, so pages offering Sign out do not ship Amplify up front.
 */
export async function signOutOf({ everywhere }: { everywhere: boolean }): Promise<void> {
  const { signOut } = await loadAuth();
  await signOut({ global: everywhere });
}
