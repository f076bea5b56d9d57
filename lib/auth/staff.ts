import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { config } from '@/lib/config/server';
import { getDatabase } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { isStaffEmail, STAFF_GROUP } from '@/lib/staff/server';
import { getServerSession, sessionFromRequest } from './session';
import type { SessionUser } from './types';

/**
 * Whether a verified session is staff's. The `staff` group claim of the ID token is needed in
 * both modes; with the built-in service the list (STAFF_EMAILS and the console's staff) is
 * also read on every request, so a removal takes effect at once rather than when the token
 * expires. Cognito's groups are the pool's to manage: its claim is all there is.
 */
export async function isStaff(user: SessionUser | undefined): Promise<boolean> {
  if (!user?.groups.includes(STAFF_GROUP)) return false;
  if (config().identity.kind === 'cognito') return true;
  const { db } = await getDatabase();
  return isStaffEmail(db, { email: user.email, confirmed: user.emailVerified });
}

/**
 * The staff member behind the current request (pages and server actions under /admin).
 * Anonymous: off to log in; signed in but not staff: not found. proxy.ts has already answered
 * both before the page runs (a customer gets its 403 page); this holds without it.
 */
export async function requireStaff(): Promise<SessionUser> {
  const user = await getServerSession();
  if (!user) redirect('/login?next=/admin');
  if (!(await isStaff(user))) notFound();
  return user;
}

/**
 * The staff member behind a console route handler (a PDF, a CSV export). Anyone else gets the
 * same not_found, so a file's route tells nobody what exists; proxy.ts has answered first.
 */
export async function requireStaffForRoute(request: Request): Promise<SessionUser> {
  const user = await sessionFromRequest(request);
  if (!user || !(await isStaff(user))) throw new DomainError('not_found', 'Not found.');
  return user;
}
