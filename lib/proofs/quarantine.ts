/*
 * What the quote pages say of artwork the automatic proof could not draw (client-safe). Such
 * artwork is held for staff, who check the file by hand: the renderer never tries it again, and
 * the reason kept with it names what to do, never where the server keeps anything.
 */

/** The customer's quote page, until a proof is sent. */
export const ARTWORK_CHECKED_BY_HAND =
  'Our automatic check could not open your artwork file, so our team will check it by hand and send you a proof to approve before we print.';

/** The console's quote page, after the reason. */
export const QUARANTINE_ADVICE =
  "Check the file by hand in your own software before sending a proof; the customer's page says the shop is checking it.";
