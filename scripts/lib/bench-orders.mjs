// The bench's proof approvals and card payments (issue 36 §2): quotes waiting for the answer to
// a proof are seeded straight into the database, then each approval and each payment is sent
// the way the quote page and Stripe send them: the page's server action posted as the browser
// posts it (React's encoding of the action's arguments), and for a payment the Stripe stand-in's
// Checkout completed with its signed events posted to the site's webhook.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Seeds `count` quotes, each with a first proof waiting for the customer's answer and an
 * e-mailed link's token (only its SHA-256 is stored, as the site stores it). `query` is a
 * PGlite's or a pg client's `query`. Answers what a customer's approval posts for each.
 */
export async function seedQuotesAwaitingApproval(query, count) {
  const { rows } = await query(
    `with made as (
       insert into quotes (number, idempotency_key, idempotency_scope, status, product, product_option,
         embossing_option, finish_option, width, height, quantity, price_cents, total_cents,
         contact_name, contact_email, contact_phone, upload_option, fulfillment_method)
       select 'Q-BENCH-' || lpad(i::text, 6, '0'), md5(random()::text), 'email:bench-' || i || '@example.com',
         'proof_sent', 'stickers-labels', 'die-cut', 'standard', 'gloss', 3, 2, 250, 12345, 12345,
         'Bench Mark', 'bench-' || i || '@example.com', '949 555 0199', 'skip', 'pickup'
       from generate_series(1, $1::int) as i
       returning id, number, total_cents
     ), sent as (
       insert into proofs (quote_id, version, file_ref, file_name, file_type, message, sent_by)
       select id, 1, 'bench/proof.pdf', 'proof.pdf', 'application/pdf', 'Here is your proof.', 'Bench Staff'
       from made
       returning id, quote_id
     ), linked as (
       select made.id as quote_id, made.number, made.total_cents, sent.id as proof_id,
         substr(md5(random()::text), 1, 22) as token
       from made join sent on sent.quote_id = made.id
     ), links as (
       insert into quote_access_links (token_hash, quote_id, expires_at)
       select encode(sha256(convert_to(token, 'UTF8')), 'hex'), quote_id, now() + interval '30 days'
       from linked
     )
     select number, proof_id, token, total_cents from linked order by number`,
    [count],
  );
  return rows.map((row) => ({
    number: row.number,
    proofId: row.proof_id,
    accessToken: row.token,
    totalCents: Number(row.total_cents),
  }));
}

/** The id the build gave a server action, by its file and exported name. */
function serverActionId(root, filename, exportedName) {
  const manifest = JSON.parse(
    readFileSync(path.join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  );
  const found = Object.entries(manifest.node).find(
    ([, action]) => action.exportedName === exportedName && action.filename === filename,
  );
  if (!found) throw new Error(`The build has no server action ${exportedName} in ${filename}.`);
  return found[0];
}

/**
 * Posts a `(state, form)` server action as React's client does: the form's fields under the
 * prefix of the part that carries them, and the argument list in part 0 naming that part.
 */
function postServerAction({ origin, pagePath, actionId, state, fields, address }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append('0', JSON.stringify([state, '$K1']));
  return fetch(`${origin}${pagePath}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {
      accept: 'text/x-component',
      'next-action': actionId,
      origin,
      'x-forwarded-for': address,
    },
  });
}

/** Runs `task` for each of `items`, `connections` at a time; answers how many failed. */
async function eachConcurrently(items, connections, task) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (!(await task(item).catch(() => false))) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return failed;
}

/** Orders each CPU round approves and pays (each approval takes a seeded quote for good). */
export const ORDERS_PER_ROUND = 100;
const CONNECTIONS = 10;

/**
 * The approval and payment loads over seeded quotes (`awaiting`): each `run()` answers the
 * requests it sent and how many of them failed. An approval is one request (the proof form's
 * action); a payment is three: "Pay now" (the site creates the Checkout page at the stand-in),
 * then the two events the stand-in posts once the card is paid. A payment takes an order an
 * earlier approval approved.
 */
export function orderLoads({ root, origin, standIn, awaiting }) {
  const approveAction = serverActionId(root, 'lib/orders/proof-action.ts', 'answerProofAction');
  const payAction = serverActionId(root, 'lib/orders/order-actions.ts', 'payNowAction');
  const approved = [];
  let visitors = 0;
  // Each request from its own visitor, as for the quotes (scripts/bench.mjs).
  const nextAddress = () => {
    visitors += 1;
    return `198.19.${(visitors >> 8) & 255}.${visitors & 255}`;
  };
  const approve = async (order) => {
    const response = await postServerAction({
      origin,
      pagePath: `/quotes/${order.number}?access=${order.accessToken}`,
      actionId: approveAction,
      state: { comment: '' },
      fields: {
        number: order.number,
        proofId: order.proofId,
        accessToken: order.accessToken,
        total: String(order.totalCents),
        checked: 'yes',
        comment: '',
        decision: 'approve',
      },
      address: nextAddress(),
    });
    const ok = response.status === 200 && (await response.text()).includes('"ok":true');
    if (ok) approved.push(order);
    return ok;
  };
  const pay = async (order) => {
    const response = await postServerAction({
      origin,
      pagePath: `/quotes/${order.number}?access=${order.accessToken}`,
      actionId: payAction,
      state: {},
      fields: { number: order.number, accessToken: order.accessToken },
      address: nextAddress(),
    });
    await response.arrayBuffer();
    const checkoutUrl = response.headers.get('x-action-redirect')?.split(';')[0];
    const sessionId = checkoutUrl && new URL(checkoutUrl).pathname.split('/').pop();
    if (!sessionId) return false;
    const { events } = await standIn.completeCheckout(sessionId, { post: false });
    const statuses = [];
    for (const event of events) statuses.push(await standIn.post(event));
    return statuses.every((status) => status === 200);
  };
  const loadOf = (queue, send, requestsEach) => ({
    run: async (count = ORDERS_PER_ROUND) => {
      const orders = queue.splice(0, count);
      if (orders.length < count) throw new Error('The bench seeded too few quotes for its rounds.');
      const failed = await eachConcurrently(orders, CONNECTIONS, send);
      return { requests: orders.length * requestsEach, non2xx: failed };
    },
  });
  return { approvalLoad: loadOf(awaiting, approve, 1), paymentLoad: loadOf(approved, pay, 3) };
}
