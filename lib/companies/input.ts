import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SessionUser } from '@/lib/auth/server';
import { DomainError, invalidField } from '@/lib/errors';
import { controlCharacterProblems } from '@/lib/http/server';
import { membershipOf, type Membership } from './membership';
import { companyMessages, type CompanyRole } from './rules';

/**
 * A server action's arguments, checked: any shape may arrive. The first problem is refused
 * naming its field, with the schema's message.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const [control] = controlCharacterProblems(input);
  if (control) throw invalidField(control.location, control.clientMessage);
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0];
    // Not an object at all: no field of it to name.
    if (field === undefined) throw invalidField('form', companyMessages.formInvalid);
    throw invalidField(String(field), issue.message);
  }
  return parsed.data;
}

/** The signed-in account's company membership, refused when it has none or (with `role`) another role. */
export async function ownMembership(user: SessionUser, role?: CompanyRole): Promise<Membership> {
  const membership = await membershipOf(user.userId);
  if (!membership) throw new DomainError('forbidden', companyMessages.notInCompany);
  if (role && membership.role !== role) throw new DomainError('forbidden', companyMessages.ownersOnly);
  return membership;
}

/** `column` holds `email`, any case. */
export const sameEmail = (column: PgColumn, email: string): SQL =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;
