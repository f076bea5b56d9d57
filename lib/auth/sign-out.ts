'use client';

import { loadAuth } from './client';
import type { AuthClientConfig } from './types';

/**
 * Signs out everywhere: the identity service revokes the refresh token and Amplify clears
 * its cookies. Imported on demand, so pages offering Sign out do not ship Amplify up front.
 */
export async function signOutEverywhere(identity: AuthClientConfig): Promise<void> {
  const { signOut } = await loadAuth(identity);
  await signOut({ global: true });
}
