import * as z from '@/lib/zod';
import type { PriceLine } from './index';

/**
 * What makes a price line one the engine can price with (and what a line read from storage or
 * typed into the console must pass): whole non-negative cents, brackets whose limits rise and
 * whose marginal cents never do (so more never costs less in total nor more per piece), a
 * reference inside the line's own bounds, positive factors.
 */
const cents = z.int().check(z.gte(0, 'Cents must be a whole number of at least 0.'));
const factor = z
  .number()
  .check(z.gt(0, 'A factor must be above 0.'), z.lte(10, 'A factor must be at most 10.'));
const positiveInt = z.int().check(z.gte(1, 'Must be a whole number of at least 1.'));
const inches = z.number().check(z.gt(0, 'Inches must be above 0.'));
const id = z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'An id is lower-case letters, digits and dashes.'));

const risingBy = <T>(items: readonly T[], value: (item: T) => number) =>
  items.every((item, index) => index === 0 || value(item) > value(items[index - 1]!));
const uniqueIds = (items: readonly { id: string }[]) =>
  new Set(items.map((item) => item.id)).size === items.length;

export const priceLineSchema = z
  .object({
    unit: z.enum(['piece', 'sheet', 'inch']),
    reference: z.object({ width: inches, height: inches, quantity: positiveInt }),
    brackets: z
      .array(z.object({ upTo: z.nullable(positiveInt), cents }))
      .check(z.minLength(1, 'A line needs at least one quantity bracket.')),
    areaExponent: z.number().check(z.gte(0), z.lte(1.5)),
    minimumUnitCents: cents,
    setupCents: cents,
    embossing: z
      .array(z.object({ id: z.enum(['none', 'standard', 'hd']), factor, setupCents: cents }))
      .check(z.minLength(1, 'A line needs at least one embossing.')),
    finish: z.object({ matte: factor, gloss: factor }),
    materials: z.array(z.object({ id, factor })).check(z.minLength(1, 'A line needs at least one material.')),
    sizeInches: z.object({ min: inches, max: inches, maxHeight: inches }),
    customQuantity: z.object({ min: positiveInt, max: positiveInt, step: positiveInt }),
    matrixQuantities: z.array(positiveInt).check(z.minLength(1, 'A line lists at least one quantity.')),
    discount: z.number().check(z.gte(0), z.lt(100, 'A discount is under 100 %.')),
  })
  .check(
    z.superRefine((line, ctx) => {
      const problem = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message, input: line });
      const { brackets } = line;
      brackets.forEach(({ upTo }, index) => {
        const last = index === brackets.length - 1;
        if (last !== (upTo === null)) {
          problem(
            ['brackets', index, 'upTo'],
            'Only the last bracket is open (no upper limit), and it must be.',
          );
        }
      });
      const limits = brackets.flatMap(({ upTo }) => (upTo === null ? [] : [upTo]));
      if (!risingBy(limits, (upTo) => upTo)) problem(['brackets'], 'Bracket limits must rise.');
      brackets.forEach(({ cents: marginal }, index) => {
        if (index > 0 && marginal > brackets[index - 1]!.cents) {
          problem(
            ['brackets', index, 'cents'],
            'A larger quantity bracket must not cost more per piece than the one before.',
          );
        }
      });
      if (!uniqueIds(line.materials)) problem(['materials'], 'Each material is listed once.');
      if (!uniqueIds(line.embossing)) problem(['embossing'], 'Each embossing is listed once.');
      const { sizeInches, customQuantity, reference } = line;
      if (sizeInches.min > sizeInches.max || sizeInches.min > sizeInches.maxHeight) {
        problem(['sizeInches'], 'The smallest size must not exceed the largest.');
      }
      if (customQuantity.min > customQuantity.max) {
        problem(['customQuantity'], 'The smallest quantity must not exceed the largest.');
      }
      const fits =
        reference.width >= sizeInches.min &&
        reference.width <= sizeInches.max &&
        reference.height >= sizeInches.min &&
        reference.height <= sizeInches.maxHeight;
      if (!fits) problem(['reference'], 'The reference size must be one the line makes.');
      if (!risingBy(line.matrixQuantities, (quantity) => quantity)) {
        problem(['matrixQuantities'], 'Matrix quantities must rise.');
      }
    }),
  ) satisfies z.ZodMiniType<PriceLine, unknown>;
