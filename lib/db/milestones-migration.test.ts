import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from './migrations.mjs';

/*
 * Migration 0027 keeps on each quote when it first reached the moments the reports measure.
 * A shop that upgrades has years of orders whose moments are only in their proofs, stage moves
 * and payments: the migration must carry them over, or every report of the past reads empty.
 */
const MILESTONES_MIGRATION = '0027_order_milestones';

type Journal = { entries: { tag: string }[] };

/** A migrations folder holding only the migrations before `tag`, as a shop upgrading from that build has applied. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'print-shop-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(upTo).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  return folder;
}

describe(`migration ${MILESTONES_MIGRATION}`, () => {
  it('carries every order’s first proof, approval, hand-over, full payment and proof count over from its history', async () => {
    const older = await migrationsBefore(MILESTONES_MIGRATION);
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: older });
      const quote = async (number: string, totalCents: number) => {
        const { rows } = await client.query<{ id: string }>(
          `insert into quotes (number, idempotency_key, product, product_option, embossing_option, finish_option,
             width, height, quantity, price_cents, total_cents, contact_name, contact_email, contact_phone,
             upload_option, fulfillment_method, created_at)
           values ($1, $1, 'stickers-labels', 'die-cut', 'standard', 'gloss', 3, 2, 100, $2, $2, 'Dana Rivera',
             'dana@example.com', '949 555 0100', 'skip', 'ship', '2026-03-02T08:00:00Z') returning id`,
          [number, totalCents],
        );
        return rows[0]!.id;
      };
      const proof = (quoteId: string, version: number, at: string) =>
        client.query(
          `insert into proofs (quote_id, version, file_ref, file_name, file_type, message, sent_by, created_at)
           values ($1, $2, 'proof.pdf', 'proof.pdf', 'application/pdf', 'Proof', 'Sam Staff', $3)`,
          [quoteId, version, at],
        );
      const move = (quoteId: string, toStage: string, at: string) =>
        client.query(
          `insert into quote_events (quote_id, kind, to_stage, actor_role, actor_name, created_at)
           values ($1, 'stage', $2, 'staff', 'Sam Staff', $3)`,
          [quoteId, toStage, at],
        );
      const payment = (quoteId: string, cents: number, at: string, status = 'succeeded', kind = 'payment') =>
        client.query(
          `insert into payments (quote_id, kind, method, amount_cents, status, recorded_by, created_at, updated_at)
           values ($1, $2, 'bank_transfer', $3, $4, 'Sam Staff', $5, $5)`,
          [quoteId, kind, cents, status, at],
        );

      // Two proofs, approved twice, shipped then delivered, paid in two parts (a failed try between).
      const worked = await quote('Q-1', 10_000);
      await proof(worked, 1, '2026-03-02T10:00:00Z');
      await move(worked, 'proof_sent', '2026-03-02T10:00:00Z');
      await proof(worked, 2, '2026-03-03T10:00:00Z');
      await move(worked, 'approved', '2026-03-03T12:00:00Z');
      await move(worked, 'approved', '2026-03-05T12:00:00Z');
      await payment(worked, 4_000, '2026-03-03T13:00:00Z');
      await payment(worked, 6_000, '2026-03-04T09:00:00Z', 'failed');
      await payment(worked, 6_000, '2026-03-04T10:00:00Z');
      await payment(worked, 1_000, '2026-03-06T10:00:00Z', 'succeeded', 'refund');
      await move(worked, 'shipped', '2026-03-07T10:00:00Z');
      await move(worked, 'delivered', '2026-03-09T10:00:00Z');
      // Proofed and part paid only.
      const waiting = await quote('Q-2', 5_000);
      await proof(waiting, 1, '2026-03-02T11:00:00Z');
      await payment(waiting, 2_000, '2026-03-02T12:00:00Z');
      // Nothing yet.
      await quote('Q-3', 7_000);

      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<Record<string, unknown>>(
        `select number, first_proof_at, approved_at, handed_over_at, paid_at, proof_rounds from quotes order by number`,
      );
      const at = (iso: string) => new Date(iso);
      expect(rows).toEqual([
        {
          number: 'Q-1',
          first_proof_at: at('2026-03-02T10:00:00Z'),
          approved_at: at('2026-03-03T12:00:00Z'),
          handed_over_at: at('2026-03-07T10:00:00Z'),
          paid_at: at('2026-03-04T10:00:00Z'),
          proof_rounds: 2,
        },
        {
          number: 'Q-2',
          first_proof_at: at('2026-03-02T11:00:00Z'),
          approved_at: null,
          handed_over_at: null,
          paid_at: null,
          proof_rounds: 1,
        },
        {
          number: 'Q-3',
          first_proof_at: null,
          approved_at: null,
          handed_over_at: null,
          paid_at: null,
          proof_rounds: 0,
        },
      ]);
    } finally {
      await client.close();
      await rm(older, { recursive: true, force: true });
    }
  });
});
