'use client';

import { loadAuth } from './client';

/**
 * Signs out everywhere: the identity service revokes the refresh token and Amplify clears
 * its cookies. Imported on demand, so pages offering Sign out do not ship Amplify up front.
 */
export async function signOutEverywhere(): Promise<void> {
  const { signOut } = await loadAuth();
  await signOut({ global: true });
}
