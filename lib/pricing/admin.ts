import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { tables, type Database } from '@/lib/db/server';
import { invalidField } from '@/lib/errors';
import { cacheTags, publishChange } from '@/lib/site-cache/server';
import { seedPriceBook } from '@/content/price-book';
import type { PriceLine, PriceLineId } from './index';
import { priceLineSchema } from './line-schema';
import { lineChanges, readLineForm, type LineChange } from './line-fields';
import { previewLine, type LinePreview } from './preview';
import { checkedLine, forgetPriceBook, pricesDatabase } from './store';

const isLineId = (id: string): id is PriceLineId => Object.hasOwn(seedPriceBook, id);

const lineIdField = z.string().refine(isLineId, { message: 'No such price line.' });
const versionField = z.coerce
  .number({ message: 'The version is missing. Please reload the page.' })
  .int()
  .min(1, 'The version is missing. Please reload the page.');

const postedLine = z.object({ id: lineIdField, version: versionField }).catchall(z.string());

/** The line typed into the form, each value that is not a number refused by its field's name. */
function typedLine(
  { id, version, ...values }: z.infer<typeof postedLine>,
  ctx: z.RefinementCtx,
): PriceLineInput | undefined {
  const typed = readLineForm(values, seedPriceBook[id]);
  if (typed.ok) return { id, version, line: typed.line };
  for (const [field, message] of Object.entries(typed.errors)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
  return undefined;
}

/** priceLineSchema's refusals of a line, each named by its form field (`brackets.1.cents`). */
function lineRefusals(line: PriceLine): { field: string; message: string }[] {
  const checked = priceLineSchema.safeParse(line);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'form',
    message: issue.message,
  }));
}

/**
 * The console's price line form, as the browser posts it (every value a string): the line's
 * id, the version it was opened at, and each field of the line (lib/pricing/line-fields.ts).
 * Refusals name the field at fault by its form name (`brackets.1.cents`), whether the value
 * is not a number or the line breaks the engine's rules (priceLineSchema).
 */
export const priceLineFormSchema = postedLine.transform((posted, ctx) => {
  const input = typedLine(posted, ctx);
  if (!input) return z.NEVER;
  const refusals = lineRefusals(input.line);
  for (const { field, message } of refusals) ctx.addIssue({ code: 'custom', path: [field], message });
  return refusals.length > 0 ? z.NEVER : input;
});

/**
 * The same form for "Preview": a line Save would refuse is still priced (that is when its
 * warnings matter most), with Save's refusals alongside; only what cannot be priced at all
 * (no bracket, no quantity, a reference size of nothing) is refused.
 */
export const previewFormSchema = postedLine.transform((posted, ctx) => {
  const input = typedLine(posted, ctx);
  if (!input) return z.NEVER;
  const { line } = input;
  const unpriceable = [
    ['brackets', line.brackets.length === 0, 'A line needs at least one quantity bracket.'],
    ['matrixQuantities', line.matrixQuantities.some((quantity) => quantity < 1), 'Quantities start at 1.'],
    ['reference.width', line.reference.width <= 0, 'Inches must be above 0.'],
    ['reference.height', line.reference.height <= 0, 'Inches must be above 0.'],
  ] as const;
  for (const [field, broken, message] of unpriceable) {
    if (broken) ctx.addIssue({ code: 'custom', path: [field], message });
  }
  if (unpriceable.some(([, broken]) => broken)) return z.NEVER;
  return { ...input, refusals: lineRefusals(line).map(({ field, message }) => `${field}: ${message}`) };
});

export type PriceLineInput = { id: PriceLineId; version: number; line: PriceLine };

/** A rollback as posted: the line, the version the page showed as current, and the version to go back to. */
export const rollbackFormSchema = z.object({
  id: lineIdField,
  version: versionField,
  to: z.coerce.number({ message: 'No such version.' }).int().min(1, 'No such version.'),
});

export type RollbackInput = z.infer<typeof rollbackFormSchema>;

type StoredLine = {
  id: PriceLineId;
  line: PriceLine;
  version: number;
  updatedAt: Date;
  updatedBy: string;
};

async function storedLines(db: Database, id?: PriceLineId): Promise<StoredLine[]> {
  const rows = await db
    .select()
    .from(tables.priceLines)
    .where(id ? eq(tables.priceLines.id, id) : undefined);
  return rows
    .filter((row) => isLineId(row.id))
    .map((row) => ({
      ...row,
      id: row.id as PriceLineId,
      line: checkedLine(row.id, row.line) ?? seedPriceBook[row.id as PriceLineId],
    }));
}

/** Every line as stored, with its version and last change, for the console's list. */
export async function listPriceLinesForStaff(): Promise<StoredLine[]> {
  return storedLines(await pricesDatabase());
}

export type PriceLineVersion = {
  version: number;
  action: 'seeded' | 'edited' | 'rolled-back';
  rolledBackTo: number | null;
  changedBy: string;
  changedAt: Date;
  line: PriceLine;
  /** What this version changed from the one before it (none for the first). */
  changes: LineChange[];
};

/** One line as stored and its history, newest version first; undefined for an unknown id. */
export async function findPriceLine(
  id: string,
): Promise<(StoredLine & { history: PriceLineVersion[] }) | undefined> {
  if (!isLineId(id)) return undefined;
  const db = await pricesDatabase();
  const [stored] = await storedLines(db, id);
  if (!stored) return undefined;
  const rows = await db
    .select()
    .from(tables.priceLineVersions)
    .where(eq(tables.priceLineVersions.lineId, id))
    .orderBy(desc(tables.priceLineVersions.version));
  const lines = rows.map((row) => checkedLine(id, row.line) ?? seedPriceBook[id]);
  const history = rows.map((row, index) => ({
    version: row.version,
    action: row.action,
    rolledBackTo: row.rolledBackTo,
    changedBy: row.changedBy,
    changedAt: row.changedAt,
    line: lines[index]!,
    changes: lines[index + 1] ? lineChanges(lines[index + 1]!, lines[index]!) : [],
  }));
  return { ...stored, history };
}

// Pacific time, as the console shows every time.
const changedAtFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Los_Angeles',
});

/** Why a save against `version` was refused: who changed the line since, and when. */
async function staleVersionError(db: Database, id: PriceLineId, version: number) {
  const [current] = await storedLines(db, id);
  const who = current ? `${current.updatedBy} on ${changedAtFormat.format(current.updatedAt)}` : 'someone';
  return invalidField(
    'version',
    `This line was changed by ${who} (now version ${current?.version ?? '?'}) after you opened version ${version}. Reload the page to see that change before you save yours.`,
  );
}

/**
 * Writes `line` as the next version of the line if `expectedVersion` is still its current one
 * (a conditional UPDATE: of two saves of the same version exactly one goes in), records it in
 * the history, and publishes the `prices` change to every instance.
 */
async function writeVersion(
  db: Database,
  {
    id,
    expectedVersion,
    line,
    staffEmail,
    rolledBackTo,
  }: { id: PriceLineId; expectedVersion: number; line: PriceLine; staffEmail: string; rolledBackTo?: number },
): Promise<number> {
  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tables.priceLines)
      .set({ line, version: expectedVersion + 1, updatedAt: new Date(), updatedBy: staffEmail })
      .where(and(eq(tables.priceLines.id, id), eq(tables.priceLines.version, expectedVersion)))
      .returning({ version: tables.priceLines.version, updatedAt: tables.priceLines.updatedAt });
    if (!row) return undefined;
    await tx.insert(tables.priceLineVersions).values({
      lineId: id,
      version: row.version,
      line,
      action: rolledBackTo === undefined ? 'edited' : 'rolled-back',
      rolledBackTo: rolledBackTo ?? null,
      changedBy: staffEmail,
      changedAt: row.updatedAt,
    });
    return row.version;
  });
  if (written === undefined) throw await staleVersionError(db, id, expectedVersion);
  forgetPriceBook(db);
  // Every instance's pages and price copies follow this revision (lib/site-cache).
  await publishChange([cacheTags.prices], db);
  return written;
}

/** Saves an edited line as `staffEmail`; answers its new version. */
export async function savePriceLine(
  { id, version, line }: PriceLineInput,
  staffEmail: string,
): Promise<number> {
  return writeVersion(await pricesDatabase(), { id, expectedVersion: version, line, staffEmail });
}

/** Makes version `to` of the line current again, as a new version recorded as a rollback. */
export async function rollBackPriceLine(
  { id, version, to }: RollbackInput,
  staffEmail: string,
): Promise<number> {
  const db = await pricesDatabase();
  const [target] = await db
    .select({ line: tables.priceLineVersions.line })
    .from(tables.priceLineVersions)
    .where(and(eq(tables.priceLineVersions.lineId, id), eq(tables.priceLineVersions.version, to)))
    .limit(1);
  if (!target) throw invalidField('to', 'No such version.');
  const line = priceLineSchema.safeParse(target.line);
  if (!line.success)
    throw invalidField('to', 'That version breaks the price rules now and cannot be restored.');
  return writeVersion(db, { id, expectedVersion: version, line: line.data, staffEmail, rolledBackTo: to });
}

export type PricePreview = LinePreview & {
  /** Why Save would refuse the line as typed (none: it may be saved). */
  refusals: string[];
};

/** The edited line's prices beside the stored ones, nothing saved. */
export async function previewPriceLine({
  id,
  line,
  refusals,
}: z.infer<typeof previewFormSchema>): Promise<PricePreview> {
  const [stored] = await storedLines(await pricesDatabase(), id);
  return { ...previewLine(line, stored?.line ?? seedPriceBook[id]), refusals };
}
