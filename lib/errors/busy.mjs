// What the shop answers when it sheds load (the work was not done and may be tried again):
// shared by the server's own request gate (server/start.mjs, plain JavaScript) and the
// database pool's refusal (lib/db/shedding-pool.ts through lib/errors).

export const BUSY_MESSAGE =
  'The shop is very busy right now and could not do that. Please try again in a few seconds.';

/** Seconds a client is asked to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 5;
