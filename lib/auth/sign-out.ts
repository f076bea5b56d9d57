'use client';

import { signOut } from 'aws-amplify/auth';
import { configureAuth } from './client';
import type { AuthClientConfig } from './types';

/**
 * Signs out everywhere: the identity service revokes the refresh token and Amplify clears
 * its cookies. Imported on demand, so pages offering Sign out do not ship Amplify up front.
 */
export async function signOutEverywhere(identity: AuthClientConfig): Promise<void> {
  configureAuth(identity);
  await signOut({ global: true });
}
