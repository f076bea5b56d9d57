// `npm run bench -- --inbox`: the staff console's quote inbox at 1,000,000 quotes. A fresh
// PostgreSQL database on TEST_DATABASE_URL's server (dropped afterwards) is migrated, seeded
// with INSERT … SELECT generate_series, and the app's own inbox statement (lib/orders/inbox.ts,
// loaded through jiti) is timed for each kind of page, with EXPLAIN's plan for each; then the
// board's (lib/orders/board.ts): the one statement a visit runs, sorted both ways and searched.
// BENCH_INBOX_DATABASE=<name> keeps the seeded database under that name and reuses it on the
// next run (migrated, not seeded again), for trying a query or an index without the seed's minutes.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createJiti } from 'jiti';
import pg from 'pg';

const QUOTES = Number(process.env.BENCH_INBOX_QUOTES ?? 1_000_000);
const RUNS = 200;
const WARMUP = 20;
const TARGET_MS = 50;
// A report reads a year of quotes: fewer runs, and its own target (p99 <= 300 ms).
const REPORT_RUNS = 20;
const REPORT_WARMUP = 2;
const REPORT_TARGET_MS = 300;

const firstNames = [
  'Dana',
  'Lee',
  'Maria',
  'James',
  'Aiko',
  'Omar',
  'Grace',
  'Luis',
  'Priya',
  'Noah',
  'Sofia',
  'Ethan',
  'Chloe',
  'Mateo',
  'Hana',
  'Liam',
  'Ava',
  'Diego',
  'Mei',
  'Lucas',
  'Zara',
  'Owen',
  'Nora',
  'Kai',
  'Ruth',
  'Ivan',
  'Lena',
  'Amir',
  'Elena',
  'Theo',
  'Yuki',
  'Sam',
  'Ines',
  'Raj',
  'Kim',
  'Finn',
  'Alma',
  'Leo',
  'Jade',
  'Ben',
];
const lastNames = [
  'Rivera',
  'Park',
  'Nguyen',
  'Smith',
  'Garcia',
  'Kim',
  'Patel',
  'Johnson',
  'Lopez',
  'Chen',
  'Brown',
  'Martinez',
  'Tanaka',
  'Davis',
  'Hernandez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Lee',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
];
const domains = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'coastal-cafe.com',
  'ocbrewing.co',
  'surfline-shop.com',
  'example.org',
];
// Most quotes of a shop that has run for years are closed; few wait at any one stage.
const stageShares = [
  ['completed', 62],
  ['cancelled', 9],
  ['delivered', 6],
  ['shipped', 4],
  ['ready_for_pickup', 2],
  ['in_production', 4],
  ['approved', 3],
  ['changes_requested', 2],
  ['proof_sent', 3],
  ['received', 5],
];

/** Stages an approved order goes through: it has a ready-by date from its approval on. */
const approvedStages = ['approved', 'in_production', 'shipped', 'ready_for_pickup', 'delivered', 'completed'];

const literal = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

function stageCase() {
  let bound = 0;
  const arms = stageShares.map(([stage, share]) => {
    bound += share;
    return `when bucket < ${bound} then '${stage}'`;
  });
  return `case ${arms.join(' ')} end`;
}

/**
 * One statement: numbers unique by row, dates spread over three years, every first name with
 * every surname (3,520 names, each ~280 times) and e-mails of up to 97 people per name.
 */
function seedStatement(count) {
  return `
    insert into quotes (number, idempotency_key, idempotency_scope, status, product, product_option,
      embossing_option, finish_option, width, height, quantity, price_cents, contact_name, contact_email,
      contact_phone, upload_option, fulfillment_method, ready_by, created_at, updated_at)
    select 'Q-' || to_char(created_at, 'YYMMDD') || '-' || lpad(upper(to_hex(i)), 5, '0'),
      'bench-' || i, 'email:' || email, stage, 'stickers-labels', 'die-cut', 'standard', 'gloss',
      3, 2, 250, 12345, first_name || ' ' || last_name, email, '949 555 0100', 'skip', 'pickup',
      case when stage = any(${literal(approvedStages)}) then (created_at + (2 + i % 9) * interval '1 day')::date end,
      created_at, created_at
    from (
      select i, ${stageCase()} as stage, created_at, first_name, last_name,
        lower(first_name) || '.' || lower(last_name) || (i % 97) || '@' || (${literal(domains)})[1 + i % ${domains.length}] as email
      from (
        select i, (i * 7919) % 100 as bucket,
          now() - (${count} - i) * interval '94 seconds' - (i % 13) * interval '1 second' as created_at,
          (${literal(firstNames)})[1 + (i * 31) % ${firstNames.length}] as first_name,
          (${literal(lastNames)})[1 + ((i / ${firstNames.length}) * 17) % ${lastNames.length}] as last_name
        from generate_series(1::bigint, ${count}) as i
      ) as base
    ) as rows`;
}

/**
 * For `--reports`: each quote's history as the shop writes it, by the stage it reached: its
 * first proof (a proof row and a proof_sent move) some hours after it came in, its approval a
 * day or two later and its payment with it, and its hand-over some days after that. The
 * moments are set on the quote first (as lib/orders moveStage keeps them) and the proofs and
 * moves written from them.
 */
function reportSeedStatements() {
  const reached = (stages) => `status = any(${literal(stages)})`;
  const proofed = reached(stageShares.map(([stage]) => stage).filter((stage) => stage !== 'received'));
  const approved = reached(approvedStages);
  const handedOver = reached(['shipped', 'ready_for_pickup', 'delivered', 'completed']);
  const offset = (unit, spread) =>
    `(1 + ('x' || substr(md5(id::text), 1, 4))::bit(16)::int % ${spread}) * interval '1 ${unit}'`;
  const event = (toStage, at) => `
    insert into quote_events (quote_id, kind, from_stage, to_stage, actor_role, actor_name, created_at)
    select id, 'stage', null, '${toStage}', 'staff', 'Bench Staff', ${at} from quotes where ${at} is not null`;
  return [
    `update quotes set total_cents = price_cents,
       first_proof_at = case when ${proofed} then created_at + ${offset('hour', 20)} end,
       proof_rounds = case when ${proofed} then 1 else 0 end,
       approved_at = case when ${approved} then created_at + interval '1 day' + ${offset('hour', 30)} end,
       handed_over_at = case when ${handedOver} then created_at + interval '3 days' + ${offset('hour', 60)} end`,
    `insert into proofs (quote_id, version, file_ref, file_name, file_type, message, sent_by, created_at)
     select id, 1, 'local://proofs/bench.pdf', 'bench.pdf', 'application/pdf', 'Proof 1', 'Bench Staff',
       first_proof_at from quotes where first_proof_at is not null`,
    event('proof_sent', 'first_proof_at'),
    event('approved', 'approved_at'),
    event('shipped', 'handed_over_at'),
    `insert into payments (quote_id, kind, method, amount_cents, status, recorded_by, created_at, updated_at)
     select id, 'payment', 'bank_transfer', total_cents, 'succeeded', 'Bench Staff',
       created_at + interval '2 days', created_at + interval '2 days' from quotes where approved_at is not null`,
  ];
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

/** The plan's node kinds, outermost first, with the index each scan uses. */
function planKind(node) {
  const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
  const here = `${node['Node Type']}${direction}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`;
  const children = (node.Plans ?? []).map(planKind);
  return children.length
    ? `${here} > ${children.length > 1 ? `[${children.join(' | ')}]` : children[0]}`
    : here;
}

export async function benchInbox({ root, adminUrl, reports = false }) {
  const kept = process.env.BENCH_INBOX_DATABASE;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(kept))
    throw new Error('BENCH_INBOX_DATABASE must be a plain lower-case database name');
  const name = kept ?? `print_shop_inbox_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement, params) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      return (await client.query(statement, params)).rows;
    } finally {
      await client.end();
    }
  };
  const seeded =
    kept !== undefined && (await admin('select 1 from pg_database where datname = $1', [name])).length > 0;
  if (!seeded) await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const jiti = createJiti(import.meta.url, {
    alias: { '@': root, 'server-only': path.join(root, 'tests', 'server-only-stub.ts') },
  });
  const { openDatabase } = await jiti.import(path.join(root, 'lib', 'db', 'open.ts'));
  const { inboxCursor, inboxStatement } = await jiti.import(path.join(root, 'lib', 'orders', 'inbox.ts'));
  const { boardStatement } = await jiti.import(path.join(root, 'lib', 'orders', 'board.ts'));
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, 'apply');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    let started = performance.now();
    if (!seeded) {
      await client.query(seedStatement(QUOTES));
      // A kept database is seeded for the reports too, so that either kind of run can reuse it.
      if (reports || kept) for (const statement of reportSeedStatements()) await client.query(statement);
    }
    // As autovacuum leaves a table: statistics current, and the name index's pending list merged.
    await client.query(reports || kept ? 'vacuum analyze' : 'vacuum analyze quotes');
    const seedSeconds = (performance.now() - started) / 1000;

    // A cursor half-way down, as the app makes it from the row shown last.
    const { rows: middle } = await client.query(
      `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"
       from quotes order by created_at desc, id desc offset ${Math.floor(QUOTES / 2)} limit 1`,
    );
    const { rows: sample } = await client.query(
      `select number, contact_email from quotes order by created_at desc offset ${Math.floor(QUOTES / 3)} limit 1`,
    );
    const cases = [
      ['list, first page', {}],
      [
        `list, page at row ${Math.floor(QUOTES / 2).toLocaleString('en-US')} (keyset)`,
        { after: inboxCursor(middle[0]) },
      ],
      ['filter: a rare stage (changes requested)', { status: 'changes_requested' }],
      ['filter: the common stage (completed)', { status: 'completed' }],
      ['search: a whole quote number', { search: sample[0].number }],
      ['search: a number prefix (one day)', { search: sample[0].number.slice(0, 8) }],
      ['search: a name (two word prefixes)', { search: 'dana riv' }],
      ['search: a surname', { search: 'tanaka' }],
      ['search: an e-mail address', { search: sample[0].contact_email }],
      ['search: an e-mail prefix (no @)', { search: sample[0].contact_email.split('@')[0].slice(0, -1) }],
      ['search + filter: a name in one stage', { search: 'lee', status: 'in_production' }],
    ];
    /** Times `run` (after warm-ups) and explains `statement`, the one it runs when it runs one. */
    const measure = async (label, run, statement, target = TARGET_MS) => {
      let plan = 'several statements, in parallel';
      if (statement) {
        const { sql, params } = statement.toSQL();
        const { rows: explained } = await client.query(`explain (format json) ${sql}`, params);
        plan = planKind(explained[0]['QUERY PLAN'][0].Plan);
      }
      const [runs, warmups] = target === TARGET_MS ? [RUNS, WARMUP] : [REPORT_RUNS, REPORT_WARMUP];
      let rows = 0;
      for (let attempt = 0; attempt < warmups; attempt += 1) rows = (await run()).length;
      const times = [];
      for (let attempt = 0; attempt < runs; attempt += 1) {
        started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { label, rows, p50: percentile(times, 0.5), p99: percentile(times, 0.99), plan, target };
    };
    const results = [];
    for (const [label, query] of cases) {
      results.push(
        await measure(label, () => inboxStatement(handle.db, query), inboxStatement(handle.db, query)),
      );
    }
    // What one visit to /admin runs (lib/orders/board.ts loadBoard): one statement, every column.
    const board = (query) => () => boardStatement(handle.db, query);
    const boardCases = [
      ['board: a whole visit (soonest due)', board({ sort: 'due' })],
      ['board: a whole visit, newest first', board({ sort: 'newest' })],
      ['board: a whole visit, searched (a surname)', board({ sort: 'due', search: 'tanaka' })],
      ['board: a whole visit, searched (two words)', board({ sort: 'due', search: 'dana riv' })],
    ];
    for (const [label, statement] of boardCases) results.push(await measure(label, statement, statement()));
    if (reports) {
      // Each report of the console's Reports page for the year to today, as the page loads it.
      const database = await jiti.import(path.join(root, 'lib', 'db', 'index.ts'));
      const { REPORTS, reportTable } = await jiti.import(path.join(root, 'lib', 'reports', 'tables.ts'));
      database.replaceDatabaseForTests(handle);
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      for (const id of REPORTS) {
        const table = () => reportTable(id, { from: yearAgo, to: today }).then(({ rows }) => rows);
        results.push(await measure(`report: ${id}, one year`, table, undefined, REPORT_TARGET_MS));
      }
    }
    console.log(
      `inbox benchmark: ${QUOTES.toLocaleString('en-US')} quotes in PostgreSQL (${seeded ? `the kept database ${name}` : `seeded in ${seedSeconds.toFixed(0)} s`}), ${RUNS} runs each after ${WARMUP} warm-ups (reports ${REPORT_RUNS} after ${REPORT_WARMUP}), target p99 <= ${TARGET_MS} ms (reports ${REPORT_TARGET_MS} ms)`,
    );
    for (const { label, rows, p50, p99, plan, target } of results)
      console.log(
        `${label.padEnd(46)}: p50 ${p50.toFixed(2).padStart(6)} ms, p99 ${p99.toFixed(2).padStart(6)} ms, ${String(rows).padStart(3)} rows${p99 > target ? `  OVER TARGET (${target} ms)` : ''}\n${''.padEnd(48)}plan: ${plan}`,
      );
    return results;
  } finally {
    await client.end();
    await handle.close();
    if (!kept) await admin(`drop database if exists ${name} with (force)`);
  }
}
