import { z } from 'zod';

/** Tickets one request prints at most: a day's run on the press, not the whole archive. */
const MAX_TICKETS_PER_REQUEST = 100;

const QUOTE_NUMBER = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

/**
 * The `numbers` parameter of the ticket page and PDF: quote numbers separated by commas
 * ("Q-261127-ABCDE,Q-261127-FGHJK"), each printed once, in the order given.
 */
const ticketNumbersSchema = z
  .string({ error: 'Name at least one quote number.' })
  .max(MAX_TICKETS_PER_REQUEST * 41, 'Too many quote numbers.')
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((number) => number.trim().toUpperCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string())
      .min(1, 'Name at least one quote number.')
      .max(MAX_TICKETS_PER_REQUEST, `At most ${MAX_TICKETS_PER_REQUEST} tickets at once.`)
      .refine((numbers) => numbers.every((number) => QUOTE_NUMBER.test(number)), {
        error: 'Quote numbers are letters, digits and dashes.',
      }),
  );

/** The query of the ticket page and PDF, as parsed from `?numbers=`. */
export const ticketQuerySchema = z.object({ numbers: ticketNumbersSchema });
