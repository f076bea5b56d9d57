import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as identity } from '@/app/api/identity/route';
import { POST as pricesRoute } from '@/app/api/calculator-service/public/v1/prices/route';
import { POST as quotesRoute } from '@/app/api/quote-service/public/v1/quotes/route';
import PricesPage from '@/app/admin/prices/page';
import EditPriceLinePage from '@/app/admin/prices/[line]/page';
import {
  previewPriceLineAction,
  rollBackPriceLineAction,
  savePriceLineAction,
} from '@/app/admin/prices/actions';
import { idleForm } from '@/components/admin/form-state';
import { tables } from '@/lib/db/server';
import { priceMismatchMessage } from '@/lib/quotes/server';
import { centsToDollars } from '@/lib/pricing/line-fields';
import { findPriceLine, priceLineFormSchema, savePriceLine } from '@/lib/pricing/server';
import { currentPriceBook, insertSeedLines } from '@/lib/pricing/store';
import type { PriceLine } from '@/lib/pricing';
import { currentRevisions, publishChange } from '@/lib/site-cache/server';
import { seedPriceBook } from '@/content/price-book';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { priceLineForm } from '@/tests/helpers/price-line-form';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { accessRefusal } from '@/tests/helpers/refusals';
import { actAs } from '@/tests/helpers/request-context';

/*
 * The price book in the database, edited from the console: seeded once without undoing edits,
 * every save checked, versioned and recorded, and priced with at once by the price API and
 * quote submission; quotes already stored keep their price.
 */
const boss = newPerson('priceboss');
process.env.STAFF_EMAILS = boss.email;
freshRateLimitsEachTest();
captureLogLines('info', '[outbox]');
const pricingErrors = captureLogLines('error', '[pricing]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

type Session = { IdToken: string; AccessToken: string; email: string };
/** Die-cut stickers: what a request naming no product is priced with. */
const LINE = 'die-cut-stickers';

/** A line as the console's form posts it, with the line's id and the version it was read at. */
function lineForm(line: PriceLine, version: number, id: string = LINE): Record<string, string> {
  return { id, version: String(version), ...priceLineForm(line) };
}

const seed = seedPriceBook[LINE];
/** The seed with its first bracket's per-piece price changed. */
const withFirstBracket = (cents: number): PriceLine => ({
  ...seed,
  brackets: seed.brackets.map((bracket, index) => (index === 0 ? { ...bracket, cents } : bracket)),
});

/** What the price API answers for 50 die-cut 2" x 2" (all in the first bracket), in cents. */
async function apiCents(): Promise<number> {
  const response = await pricesRoute(
    jsonRequest(
      '/api/calculator-service/public/v1/prices',
      { width: 2, height: 2, quantity: 50 },
      { headers: { 'x-forwarded-for': nextVisitorAddress() } },
    ),
    undefined,
  );
  expect(response.status).toBe(200);
  return Math.round(JSON.parse((await response.json()).body).customQuantityPrice * 100);
}

/** A die-cut 2" x 2" pickup quote for 50, at `price` dollars. */
const quoteAt = (price: number) =>
  quotesRoute(
    jsonRequest(
      '/api/quote-service/public/v1/quotes',
      {
        ...quoteBody({
          embossingOption: 'none',
          finishOption: 'matte',
          size: { width: 2, height: 2 },
          quantity: 50,
        }),
        price,
      },
      {
        headers: {
          'x-forwarded-for': nextVisitorAddress(),
          'idempotency-key': randomUUID(),
        },
      },
    ),
    undefined,
  );

describe('the console price line form', () => {
  const problems = (fields: Record<string, string>) => {
    const parsed = priceLineFormSchema.safeParse(fields);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it('reads the seed back exactly, money typed in dollars as whole cents', () => {
    expect(priceLineFormSchema.parse(lineForm(seed, 1))).toEqual({ id: LINE, version: 1, line: seed });
    expect(
      priceLineFormSchema.parse({ ...lineForm(seed, 1), 'brackets.0.cents': '1.05' }).line.brackets[0],
    ).toEqual({
      upTo: seed.brackets[0]!.upTo,
      cents: 105,
    });
  });

  it.each([
    [
      'a bracket dearer than the one before',
      { 'brackets.1.cents': '9.99' },
      'brackets.1.cents',
      /must not cost more per piece/,
    ],
    [
      'an open bracket before the last',
      { 'brackets.0.upTo': '' },
      'brackets.0.upTo',
      /Only the last bracket is open/,
    ],
    [
      'a custom quantity minimum above its maximum',
      { 'customQuantity.min': '200000' },
      'customQuantity',
      /smallest quantity/,
    ],
    ['a reference size the line does not make', { 'reference.width': '60' }, 'reference', /reference size/],
    ['falling bracket limits', { 'brackets.1.upTo': '10' }, 'brackets', /limits must rise/],
    [
      'a price that is not dollars and cents',
      { 'brackets.0.cents': '1.105' },
      'brackets.0.cents',
      /dollars and cents/,
    ],
    ['an unknown line', { id: 'gold-bars' }, 'id', /No such price line/],
  ])('refuses %s, naming the field', (_case, overrides, field, message) => {
    expect(problems({ ...lineForm(seed, 1), ...overrides })).toMatchObject({
      [field]: expect.stringMatching(message),
    });
  });
});

describeWithDatabase('the price book in the database', (database) => {
  const driver = identityDriver(identity, () => '198.51.100.47');
  let staff: Session;
  let customer: Session;
  const pricesRevision = async () => (await currentRevisions(database().db)).get('prices') ?? 0;
  const stored = async () => (await findPriceLine(LINE))!;

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    customer = await driver.signedIn();
  });

  it('seeds every line once, even from two instances at once, and never undoes an edit', async () => {
    const { db } = database();
    await Promise.all([insertSeedLines(db), insertSeedLines(db)]);
    const rows = await db.select().from(tables.priceLines);
    expect(rows).toHaveLength(Object.keys(seedPriceBook).length);
    const seeded = await db
      .select()
      .from(tables.priceLineVersions)
      .where(eq(tables.priceLineVersions.action, 'seeded'));
    expect(seeded).toHaveLength(Object.keys(seedPriceBook).length);

    const { version } = await stored();
    await savePriceLine({ id: LINE, version, line: withFirstBracket(150) }, boss.email);
    await db.delete(tables.priceLines).where(eq(tables.priceLines.id, 'chrome-stickers'));
    await insertSeedLines(db);
    expect((await stored()).line.brackets[0]!.cents).toBe(150);
    const [chrome] = await db
      .select()
      .from(tables.priceLines)
      .where(eq(tables.priceLines.id, 'chrome-stickers'));
    expect(chrome?.line).toEqual(seedPriceBook['chrome-stickers']);
  });

  it('refuses anonymous callers and customers every price page and action, changing nothing', async () => {
    const before = await stored();
    const fields = lineForm(withFirstBracket(999), before.version);
    const calls: [string, () => Promise<unknown>][] = [
      ['save', () => savePriceLineAction(idleForm, formData(fields))],
      ['preview', () => previewPriceLineAction(formData(fields))],
      [
        'roll back',
        () =>
          rollBackPriceLineAction(idleForm, formData({ id: LINE, version: String(before.version), to: '1' })),
      ],
      ['list', () => PricesPage()],
      ['edit page', () => EditPriceLinePage({ params: Promise.resolve({ line: LINE }) })],
    ];
    for (const [session, answer] of [
      [undefined, 'redirect /login?next=/admin'],
      [customer, 'not found'],
    ] as const) {
      actAs(session);
      for (const [name, call] of calls) expect([name, await accessRefusal(call)]).toEqual([name, answer]);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses staff a line the engine cannot price with, naming the field, keeping what was typed', async () => {
    actAs(staff);
    const before = await stored();
    const revision = await pricesRevision();
    const fields = { ...lineForm(before.line, before.version), 'brackets.2.cents': '5.00' };
    const answer = await savePriceLineAction(idleForm, formData(fields));
    expect(answer).toMatchObject({ status: 'error', values: fields });
    expect(answer.errors?.['brackets.2.cents']).toMatch(/must not cost more per piece/);
    expect(await stored()).toEqual(before);
    expect(await pricesRevision()).toBe(revision);
  });

  it('saves a change: new version, history with who and old → new, revision moved, priced at once', async () => {
    actAs(staff);
    const before = await stored();
    const revision = await pricesRevision();
    const oldCents = await apiCents();
    const answer = await savePriceLineAction(
      idleForm,
      formData(lineForm(withFirstBracket(200), before.version)),
    );
    expect(answer).toEqual({ status: 'ok', message: `Saved as version ${before.version + 1}.` });
    expect(await pricesRevision()).toBe(revision + 1);

    const after = await stored();
    expect(after).toMatchObject({ version: before.version + 1, updatedBy: boss.email });
    expect(after.history[0]).toMatchObject({
      version: before.version + 1,
      action: 'edited',
      changedBy: boss.email,
      changes: [
        {
          field: 'brackets.0.cents',
          label: 'Bracket 1 per piece',
          before: `$${centsToDollars(before.line.brackets[0]!.cents)}`,
          after: '$2.00',
        },
      ],
    });
    expect(after.history[0]!.changedAt.getTime()).toBe(after.updatedAt.getTime());
    // 50 pieces, all in the first bracket, 2" x 2" is the reference size: 50 x $2.00 plus setup.
    expect(await apiCents()).toBe(50 * 200 + seed.setupCents);
    expect(oldCents).not.toBe(await apiCents());
  });

  it('refuses a save made against an older version, saying who changed it', async () => {
    actAs(staff);
    const { version } = await stored();
    await savePriceLine({ id: LINE, version, line: withFirstBracket(210) }, 'clerk@example.com');
    const answer = await savePriceLineAction(idleForm, formData(lineForm(withFirstBracket(220), version)));
    expect(answer).toMatchObject({
      status: 'error',
      errors: { version: expect.stringContaining('clerk@example.com') },
    });
    expect(answer.message).toMatch(
      /changed by clerk@example\.com .* \(now version \d+\) after you opened version \d+/,
    );
    expect((await stored()).line.brackets[0]!.cents).toBe(210);
  });

  it('lets exactly one of two saves of the same version in', async () => {
    const { version } = await stored();
    const attempts = await Promise.allSettled(
      [230, 240].map((cents) =>
        savePriceLine({ id: LINE, version, line: withFirstBracket(cents) }, boss.email),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await stored()).version).toBe(version + 1);
  });

  it('rolls back to an earlier version as a new one, and the price API prices with it again', async () => {
    actAs(staff);
    const current = await stored();
    const answer = await rollBackPriceLineAction(
      idleForm,
      formData({ id: LINE, version: String(current.version), to: '1' }),
    );
    expect(answer).toEqual({
      status: 'ok',
      message: `Version 1 restored as version ${current.version + 1}.`,
    });
    const after = await stored();
    expect(after.line).toEqual(seed);
    expect(after.history[0]).toMatchObject({ action: 'rolled-back', rolledBackTo: 1, changedBy: boss.email });
    expect(await apiCents()).toBe(50 * seed.brackets[0]!.cents + seed.setupCents);
  });

  it('keeps a stored quote at its price, and refuses a quote priced from the old table', async () => {
    const oldPrice = (await apiCents()) / 100;
    const sent = await quoteAt(oldPrice);
    expect(sent.status).toBe(201);
    const { quote } = await sent.json();

    const { version } = await stored();
    await savePriceLine(
      { id: LINE, version, line: withFirstBracket(seed.brackets[0]!.cents + 40) },
      boss.email,
    );
    const [row] = await database()
      .db.select()
      .from(tables.quotes)
      .where(eq(tables.quotes.number, quote.number));
    expect(row?.priceCents).toBe(Math.round(oldPrice * 100));

    const stale = await quoteAt(oldPrice);
    expect(stale.status).toBe(422);
    expect(JSON.stringify(await stale.json())).toContain(priceMismatchMessage);
    expect((await quoteAt((await apiCents()) / 100)).status).toBe(201);
  });

  it('follows a change another instance saved once its revision moves, and uses the seed for a broken row', async () => {
    const { db } = database();
    const before = await currentPriceBook();
    const changed = { ...seedPriceBook['holographic-stickers'], discount: 12 };
    await db
      .update(tables.priceLines)
      .set({ line: changed })
      .where(eq(tables.priceLines.id, 'holographic-stickers'));
    await db
      .update(tables.priceLines)
      .set({ line: { ...seedPriceBook['clear-stickers'], brackets: [] } })
      .where(eq(tables.priceLines.id, 'clear-stickers'));
    // Not yet published: this process keeps its copy.
    expect(await currentPriceBook()).toBe(before);
    await publishChange(['prices'], db);
    const after = await currentPriceBook();
    expect(after['holographic-stickers'].discount).toBe(12);
    expect(after['clear-stickers']).toEqual(seedPriceBook['clear-stickers']);
    expect(pricingErrors.lines()).toEqual([
      '[pricing] stored price line clear-stickers is invalid (brackets); its seed is used',
    ]);
  });

  it('previews an edit without saving it: the matrix beside the current prices, with warnings', async () => {
    actAs(staff);
    const before = await stored();
    const doubled = {
      ...before.line,
      brackets: before.line.brackets.map((b) => ({ ...b, cents: b.cents * 2 })),
    };
    const answer = await previewPriceLineAction(formData(lineForm(doubled, before.version)));
    expect(answer.status).toBe('ok');
    expect(answer.preview?.tables.map((table) => table.label)).toEqual(['2″ × 2″', '3″ × 3″', '4″ × 4″']);
    const first = answer.preview!.tables[0]!.cells[0]!;
    expect(first.quantity).toBe(before.line.matrixQuantities[0]);
    expect(first.totalCents).toBeGreaterThan(first.currentCents);
    expect(answer.preview?.warnings.some((warning) => /moves/.test(warning))).toBe(true);
    expect(answer.preview?.refusals).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('previews a line Save would refuse, warning where more pieces cost more each', async () => {
    actAs(staff);
    const before = await stored();
    // Pieces 51 to 100 at $5.00 each: 100 cost more each than 50.
    const fields = { ...lineForm(before.line, before.version), 'brackets.1.cents': '5.00' };
    const answer = await previewPriceLineAction(formData(fields));
    expect(answer.preview?.refusals).toEqual([
      'brackets.1.cents: A larger quantity bracket must not cost more per piece than the one before.',
    ]);
    expect(answer.preview?.warnings).toContainEqual(
      expect.stringMatching(/^2″ × 2″: 100 cost more each \(\$\d+\.\d\d\) than 50/),
    );
    expect(await stored()).toEqual(before);
  });
});
