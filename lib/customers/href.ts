/**
 * A customer's page in the console, keyed by e-mail (any case: the page reads it lower-cased),
 * as quotes, accounts and messages all name the customer by it.
 */
export function customerHref(email: string): string {
  return `/admin/customers/${encodeURIComponent(email.toLowerCase())}`;
}

/** A company account's page in the console. */
export function companyHref(id: string): string {
  return `/admin/companies/${encodeURIComponent(id)}`;
}
