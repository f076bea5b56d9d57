// Imports nothing: the database schema reads these names (lib/db/schema imports no domain module).

/** What a member may do in a company, from most to least. */
export const COMPANY_ROLES = ['owner', 'approver', 'buyer'] as const;
