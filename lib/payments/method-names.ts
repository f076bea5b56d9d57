// Imports nothing: the database schema reads these names (lib/db/schema imports no domain module).

/** How money reached the shop (client-safe: the console's forms list these). */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash', 'check', 'other'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
