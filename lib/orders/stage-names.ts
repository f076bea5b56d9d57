// Imports nothing: the database schema reads these names (lib/db/schema imports no domain module).

/** The stages a quote goes through once the shop works it, in order. */
export const ORDER_STAGES = [
  'received',
  'proof_sent',
  'changes_requested',
  'approved',
  'in_production',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'completed',
  'cancelled',
] as const;

export type OrderStage = (typeof ORDER_STAGES)[number];

/** Stages after which nothing more happens to the order. */
export const FINAL_STAGES: readonly OrderStage[] = ['completed', 'cancelled'];
