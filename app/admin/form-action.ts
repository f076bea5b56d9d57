import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import type { FormState } from '@/components/admin/form-state';
import { requireStaff, type SessionUser } from '@/lib/auth/server';
import { domainErrorOf } from '@/lib/errors';
import { controlCharacterProblems, postedText } from '@/lib/http/server';
import type { OrderActor } from '@/lib/orders/server';

/** How a staff member reads in a quote's history. */
export function staffActor(user: SessionUser): OrderActor {
  return { role: 'staff', name: user.name ? `${user.name} (${user.email})` : user.email };
}

// The console's fields meant to hold several lines; every other field refuses line breaks too.
const MULTILINE_FIELDS = ['note', 'message', 'description', 'body'];

/**
 * The one shape of every console action: the caller must be staff (checked here, on the
 * server, whatever the page showed), the form is validated (control characters refused as in
 * the JSON API: PostgreSQL cannot store a NUL), and refusals come back as field errors with
 * what the user typed. Answers the success message of `run`.
 */
export async function staffFormAction<Schema extends z.ZodType>(
  formData: unknown,
  schema: Schema,
  run: (input: z.infer<Schema>, staff: SessionUser) => Promise<string>,
): Promise<FormState> {
  const staff = await requireStaff();
  const values = postedText(formData);
  const errors: Record<string, string> = {};
  for (const problem of controlCharacterProblems(values, MULTILINE_FIELDS)) {
    errors[problem.location] = problem.clientMessage;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { status: 'error', message: 'Please correct the fields marked.', errors, values };
  }
  try {
    const message = await run(parsed.data, staff);
    revalidatePath('/admin', 'layout');
    return { status: 'ok', message };
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (!error) throw thrown;
    return {
      status: 'error',
      message: error.message,
      errors: error.details.field ? { [error.details.field]: error.message } : undefined,
      values,
    };
  }
}
