// A Stripe-compatible stand-in for the tests (Jest imports the class; Playwright starts it through
// scripts/stripe-stand-in.mjs as a second web server): as much of Stripe's API as the site uses, checking each request the
// way Stripe would and answering in Stripe's shapes, plus a minimal hosted "checkout page" whose
// Pay button completes the session and posts signed events to the site's webhook. Plain
// JavaScript so Node runs it without a build.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

const signer = new Stripe('sk_test_stand_in_signer');
const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` form fields as nested objects and arrays, as Stripe reads them. */
function parseForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

class StripeError extends Error {
  constructor(status, type, message, param, code) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) } };
  }
}

const invalid = (message, param, code) => new StripeError(400, 'invalid_request_error', message, param, code);

function positiveInteger(value, param) {
  if (!/^\d+$/.test(value ?? '') || Number(value) <= 0) {
    throw invalid(`Invalid integer: ${value}. ${param} must be a positive integer in cents.`, param);
  }
  return Number(value);
}

function url(value, param) {
  if (!value || !URL.canParse(value)) throw invalid(`Not a valid URL: ${param}.`, param);
  return value;
}

/** The stand-in's test cards, as the setup page offers them: how each behaves when charged later. */
const TEST_CARDS = {
  succeeds: { label: 'Visa ending 4242 (charges succeed)', brand: 'visa', last4: '4242' },
  declines: {
    label: 'Visa ending 0341 (declined when charged)',
    brand: 'visa',
    last4: '0341',
    failure: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  },
  authenticates: {
    label: 'Visa ending 3155 (the bank asks the customer to authenticate)',
    brand: 'visa',
    last4: '3155',
    failure: {
      code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
  },
};

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export class StripeServer {
  /** Every API call as the site made it. */
  requests = [];
  sessions = new Map();
  intents = new Map();
  charges = new Map();
  refunds = new Map();
  customers = new Map();
  setupIntents = new Map();
  paymentMethods = new Map();
  /** Idempotency-Key → the request it came with and the answer given. */
  idempotent = new Map();
  /** Events posted to the webhook, with the site's answer status. */
  deliveries = [];
  /** Outages asked for by `failNext`: API paths that answer Stripe's 500 until their count runs out. */
  outages = [];
  /** What `meanwhile` asked to happen while Stripe works on a call, by the path's end. */
  interludes = [];

  /**
   * @param {{ secretKey: string, webhookSecret: string, webhookUrl?: string, port?: number }} options
   * With `webhookUrl`, completing a checkout and refunding post the signed events there.
   */
  constructor(options) {
    this.options = options;
    this.server = http.createServer((request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        this.answer(request, Buffer.concat(chunks).toString('utf8'), response).catch((error) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
        });
      });
    });
  }

  get origin() {
    return `http://127.0.0.1:${this.server.address().port}`;
  }

  start() {
    return new Promise((resolve) => this.server.listen(this.options.port ?? 0, '127.0.0.1', resolve));
  }

  stop() {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A signed event as Stripe sends it: the body and its Stripe-Signature header. */
  signedEvent(type, object, secret = this.options.webhookSecret) {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-01-28.clover',
      created: now(),
      type,
      livemode: false,
      data: { object },
    });
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /**
   * The customer pays the session: its PaymentIntent and charge are made (succeeded, or
   * processing as a bank debit would be) and the events are returned, and posted to the webhook
   * when one is configured.
   */
  async completeCheckout(sessionId, { outcome = 'succeeded', post = true } = {}) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    const intentId = newId('pi');
    const chargeId = newId('ch');
    const succeeded = outcome === 'succeeded';
    this.intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: succeeded ? session.amount_total : 0,
      currency: session.currency,
      status: outcome,
      metadata: session.payment_intent_metadata,
      latest_charge: chargeId,
      created: now(),
      livemode: false,
    });
    this.charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      payment_intent: intentId,
      refunded: false,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: succeeded ? 'paid' : 'unpaid',
      payment_intent: intentId,
    });
    const events = [this.signedEvent('checkout.session.completed', this.publicSession(session))];
    if (succeeded) events.push(this.signedEvent('payment_intent.succeeded', this.intents.get(intentId)));
    if (post) for (const event of events) await this.post(event);
    return { intentId, chargeId, events };
  }

  /**
   * The customer saves a card on a setup-mode session: a PaymentMethod of the chosen test card
   * (how it behaves when charged later) is attached to the session's customer by a succeeded
   * SetupIntent, and `checkout.session.completed` is returned (and posted when configured).
   */
  async completeSetup(sessionId, { card = 'succeeds', post = true } = {}) {
    const session = this.sessions.get(sessionId);
    if (!session || session.mode !== 'setup') throw new Error(`No setup session ${sessionId}`);
    const testCard = TEST_CARDS[card];
    if (!testCard) throw new Error(`No test card ${card}`);
    const paymentMethodId = newId('pm');
    this.paymentMethods.set(paymentMethodId, {
      id: paymentMethodId,
      object: 'payment_method',
      type: 'card',
      card: { brand: testCard.brand, last4: testCard.last4, exp_month: 12, exp_year: 2030 },
      customer: session.customer,
      created: now(),
      livemode: false,
      behaviour: card,
    });
    const setupIntentId = newId('seti');
    this.setupIntents.set(setupIntentId, {
      id: setupIntentId,
      object: 'setup_intent',
      status: 'succeeded',
      usage: 'off_session',
      customer: session.customer,
      payment_method: paymentMethodId,
      metadata: session.setup_intent_metadata,
      created: now(),
      livemode: false,
    });
    Object.assign(session, { status: 'complete', setup_intent: setupIntentId });
    const event = this.signedEvent('checkout.session.completed', this.publicSession(session));
    if (post) await this.post(event);
    return { setupIntentId, paymentMethodId, event };
  }

  /**
   * Stripe failing: the next `count` API calls whose path ends with `pathEnd` answer a 500
   * api_error (marked not to be retried, as the library would otherwise try again at once).
   */
  failNext(pathEnd, count = 1) {
    this.outages.push({ pathEnd, count });
  }

  /**
   * Something that happens elsewhere while Stripe works on the next call whose path ends with
   * `pathEnd` (staff recording a transfer while a card is charged): `work` runs before Stripe
   * acts on it, and the call is answered once it is done.
   */
  meanwhile(pathEnd, work) {
    this.interludes.push({ pathEnd, work });
  }

  /** The Checkout Sessions the site asked Stripe to expire, in order, each with Stripe's answer status. */
  get expireCalls() {
    return this.requests
      .filter((request) => /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(request.path))
      .map((request) => ({ sessionId: request.path.split('/')[4], status: request.status }));
  }

  /** Posts one signed event to the site's webhook; answers the site's status. */
  async post(event) {
    if (!this.options.webhookUrl) return undefined;
    const response = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    this.deliveries.push({ payload: JSON.parse(event.payload), status: response.status });
    return response.status;
  }

  publicSession(session) {
    const shown = { ...session };
    delete shown.payment_intent_metadata;
    delete shown.setup_intent_metadata;
    return shown;
  }

  async answer(request, body, response) {
    const { pathname, searchParams } = new URL(request.url, 'http://stand-in.invalid');
    const respond = (status, value) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(value));
    };
    if (pathname.startsWith('/pay/')) return this.checkoutPage(request, pathname.slice(5), response, body);
    let record;
    try {
      if (request.headers.authorization !== `Bearer ${this.options.secretKey}`) {
        throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const form = request.method === 'POST' ? this.readForm(request, body) : {};
      record = {
        method: request.method,
        path: pathname,
        query: Object.fromEntries(searchParams),
        form,
        idempotencyKey: request.headers['idempotency-key'],
      };
      this.requests.push(record);
      const outage = this.outages.find((each) => each.count > 0 && pathname.endsWith(each.pathEnd));
      if (outage) {
        outage.count -= 1;
        record.status = 500;
        response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        return response.end(
          JSON.stringify({ error: { type: 'api_error', message: 'The stand-in is having an outage.' } }),
        );
      }
      const send = (status, value) => {
        record.status = status;
        respond(status, value);
      };
      if (request.method === 'POST') {
        const key = request.headers['idempotency-key'];
        if (!key) throw invalid('The stand-in requires an Idempotency-Key on every create call.');
        const earlier = this.idempotent.get(key);
        if (earlier) {
          if (earlier.path !== pathname || earlier.body !== body) {
            throw new StripeError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
          }
          return send(earlier.status, earlier.value);
        }
        const interlude = this.interludes.findIndex((each) => pathname.endsWith(each.pathEnd));
        if (interlude >= 0) await this.interludes.splice(interlude, 1)[0].work();
        let status = 200;
        let value;
        try {
          value = await this.create(pathname, form);
        } catch (error) {
          if (!(error instanceof StripeError)) throw error;
          [status, value] = [error.status, error.body];
        }
        this.idempotent.set(key, { path: pathname, body, status, value });
        return send(status, value);
      }
      return send(200, this.read(pathname, searchParams));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      if (record) record.status = error.status;
      return respond(error.status, error.body);
    }
  }

  readForm(request, body) {
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      throw invalid('Stripe takes form-encoded bodies.');
    }
    return parseForm(body);
  }

  async create(pathname, form) {
    if (pathname === '/v1/checkout/sessions') return this.createSession(form);
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(pathname);
    if (expire) return this.expireSession(expire[1]);
    if (pathname === '/v1/refunds') return this.createRefund(form);
    if (pathname === '/v1/payment_intents') return this.createPaymentIntent(form);
    if (pathname === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.email ?? null,
        metadata: form.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return customer;
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (POST: ${pathname}).`);
  }

  read(pathname, searchParams) {
    const [, , resource, id] = pathname.split('/');
    const found = (map, what) => {
      const object = map.get(id);
      if (!object)
        throw new StripeError(
          404,
          'invalid_request_error',
          `No such ${what}: '${id}'`,
          'id',
          'resource_missing',
        );
      return object;
    };
    if (resource === 'payment_intents' && id) return found(this.intents, 'payment_intent');
    if (resource === 'setup_intents' && id) return found(this.setupIntents, 'setup_intent');
    if (resource === 'customers' && id) return found(this.customers, 'customer');
    if (resource === 'payment_methods' && id) {
      const shown = { ...found(this.paymentMethods, 'payment_method') };
      delete shown.behaviour;
      return shown;
    }
    if (resource === 'checkout' && pathname.split('/')[3] === 'sessions') {
      const session = this.sessions.get(pathname.split('/')[4]);
      if (!session)
        throw new StripeError(
          404,
          'invalid_request_error',
          'No such checkout.session',
          'id',
          'resource_missing',
        );
      return this.publicSession(session);
    }
    if (resource === 'refunds' && !id) {
      const intent = searchParams.get('payment_intent');
      const data = [...this.refunds.values()].filter((refund) => !intent || refund.payment_intent === intent);
      return { object: 'list', data: data.reverse(), has_more: false, url: '/v1/refunds' };
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (GET: ${pathname}).`);
  }

  createSession(form) {
    if (form.mode === 'setup') return this.createSetupSession(form);
    if (form.mode !== 'payment')
      throw invalid('The stand-in serves payment and setup sessions only.', 'mode');
    const items = form.line_items ?? [];
    if (items.length !== 1) throw invalid('Send exactly one line item.', 'line_items');
    const [item] = items;
    const price = item.price_data ?? {};
    if (price.currency !== 'usd')
      throw invalid('The shop charges in usd.', 'line_items[0][price_data][currency]');
    const unitAmount = positiveInteger(price.unit_amount, 'line_items[0][price_data][unit_amount]');
    const quantity = positiveInteger(item.quantity, 'line_items[0][quantity]');
    if (!price.product_data?.name)
      throw invalid('Missing product name.', 'line_items[0][price_data][product_data][name]');
    if (!form.metadata?.quote_id)
      throw invalid('The site names the quote in metadata[quote_id].', 'metadata');
    if (form.payment_intent_data?.metadata?.quote_id !== form.metadata.quote_id) {
      throw invalid('The PaymentIntent must name the same quote.', 'payment_intent_data[metadata]');
    }
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency: 'usd',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: form.metadata,
      payment_intent: null,
      success_url: url(form.success_url, 'success_url'),
      cancel_url: url(form.cancel_url, 'cancel_url'),
      url: `${this.origin}/pay/${id}`,
      expires_at: now() + 24 * 60 * 60,
      created: now(),
      livemode: false,
      payment_intent_metadata: form.payment_intent_data.metadata,
    };
    this.sessions.set(id, session);
    return this.publicSession(session);
  }

  /**
   * Stripe's expire: only an open session can be expired; afterwards it can no longer be
   * completed and its page says it has expired.
   */
  expireSession(id) {
    const session = this.sessions.get(id);
    if (!session) {
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'session',
        'resource_missing',
      );
    }
    if (session.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    Object.assign(session, { status: 'expired', expires_at: now() });
    return this.publicSession(session);
  }

  /** Checkout in setup mode: saves a card to the customer for charging later, off session. */
  createSetupSession(form) {
    if (!this.customers.has(form.customer)) {
      throw invalid(`No such customer: '${form.customer}'`, 'customer', 'resource_missing');
    }
    if (form.currency !== 'usd') throw invalid('The shop saves cards for usd.', 'currency');
    if (form.line_items) throw invalid('Setup mode takes no line items.', 'line_items');
    if (!form.metadata?.quote_id)
      throw invalid('The site names the quote in metadata[quote_id].', 'metadata');
    if (form.setup_intent_data?.metadata?.quote_id !== form.metadata.quote_id) {
      throw invalid('The SetupIntent must name the same quote.', 'setup_intent_data[metadata]');
    }
    if (!form.custom_text?.submit?.message) {
      throw invalid('Tell the customer how the saved card will be charged.', 'custom_text[submit][message]');
    }
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode: 'setup',
      status: 'open',
      currency: 'usd',
      customer: form.customer,
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata,
      custom_text: form.custom_text,
      setup_intent: null,
      success_url: url(form.success_url, 'success_url'),
      cancel_url: url(form.cancel_url, 'cancel_url'),
      url: `${this.origin}/pay/${id}`,
      expires_at: now() + 24 * 60 * 60,
      created: now(),
      livemode: false,
      setup_intent_metadata: form.setup_intent_data.metadata,
    };
    this.sessions.set(id, session);
    return this.publicSession(session);
  }

  /**
   * A PaymentIntent charging a saved card off session (the customer is away): it succeeds, or
   * fails as Stripe does with a 402 card error (declined, or the bank wants the customer to
   * authenticate), as the card chosen on the setup page behaves. Its event is posted after the
   * answer, as Stripe does.
   */
  createPaymentIntent(form) {
    const amount = positiveInteger(form.amount, 'amount');
    if (form.currency !== 'usd') throw invalid('The shop charges in usd.', 'currency');
    if (!form.metadata?.quote_id)
      throw invalid('The site names the quote in metadata[quote_id].', 'metadata');
    if (form.off_session !== 'true' || form.confirm !== 'true') {
      throw invalid('The stand-in charges saved cards only: off_session and confirm.', 'off_session');
    }
    const method = this.paymentMethods.get(form.payment_method);
    if (!method || method.customer !== form.customer) {
      throw invalid(
        `The payment method '${form.payment_method}' does not belong to the customer.`,
        'payment_method',
        'resource_missing',
      );
    }
    const failure = TEST_CARDS[method.behaviour].failure;
    const intentId = newId('pi');
    const chargeId = newId('ch');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: failure ? 0 : amount,
      currency: 'usd',
      status: failure ? 'requires_payment_method' : 'succeeded',
      customer: form.customer,
      payment_method: failure ? null : method.id,
      metadata: form.metadata,
      latest_charge: chargeId,
      created: now(),
      livemode: false,
    };
    this.intents.set(intentId, intent);
    this.charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency: 'usd',
      payment_intent: intentId,
      refunded: false,
    });
    if (this.options.webhookUrl) {
      const event = this.signedEvent(failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', {
        ...intent,
      });
      setTimeout(() => this.post(event).catch(() => undefined), 50);
    }
    if (failure) {
      const error = new StripeError(402, 'card_error', failure.message, undefined, failure.code);
      Object.assign(error.body.error, {
        payment_intent: intent,
        ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
      });
      throw error;
    }
    return intent;
  }

  async createRefund(form) {
    const intent = this.intents.get(form.payment_intent);
    if (!intent)
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${form.payment_intent}'`,
        'payment_intent',
        'resource_missing',
      );
    const charge = this.charges.get(intent.latest_charge);
    const remaining = intent.amount_received - charge.amount_refunded;
    const amount = form.amount === undefined ? remaining : positiveInteger(form.amount, 'amount');
    if (amount > remaining) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      status: 'succeeded',
      payment_intent: intent.id,
      charge: charge.id,
      metadata: form.metadata ?? {},
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    if (this.options.webhookUrl) {
      const event = this.signedEvent('charge.refunded', { ...charge });
      // After the answer, as Stripe does: the site has already stored Stripe's reply.
      setTimeout(() => this.post(event).catch(() => undefined), 50);
    }
    return refund;
  }

  /** The hosted checkout page: the amount and a Pay button, which completes the session. */
  async checkoutPage(request, id, response, body) {
    const session = this.sessions.get(id);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such checkout session.');
    }
    if (session.mode === 'setup') return this.setupPage(request, session, response, body);
    if (request.method === 'POST' && session.status === 'open') {
      await this.completeCheckout(id);
      response.writeHead(303, { location: session.success_url });
      return response.end();
    }
    const amount = `$${(session.amount_total / 100).toFixed(2)}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Pay ${escapeHtml(amount)}</title></head><body>
<main><h1>Stand-in Checkout</h1><p>Pay <strong>${escapeHtml(amount)}</strong> for ${escapeHtml(session.metadata.quote_number ?? 'your order')}</p>
${session.status === 'open' ? `<form method="post"><button type="submit">Pay ${escapeHtml(amount)}</button></form>` : session.status === 'expired' ? `<h2>This Checkout Session has expired</h2><p>Nothing was charged. Go back to the shop's page to pay what is due now.</p>` : '<p>This session is complete.</p>'}
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`);
  }

  /** The hosted page of a setup session: the shop's terms, a test card to choose, Save card. */
  async setupPage(request, session, response, body) {
    if (request.method === 'POST' && session.status === 'open') {
      const card = new URLSearchParams(body).get('card');
      await this.completeSetup(session.id, { card: card && card in TEST_CARDS ? card : 'succeeds' });
      response.writeHead(303, { location: session.success_url });
      return response.end();
    }
    const options = Object.entries(TEST_CARDS)
      .map(([value, card]) => `<option value="${value}">${escapeHtml(card.label)}</option>`)
      .join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Save a card</title></head><body>
<main><h1>Stand-in Checkout</h1><p>Save a card for ${escapeHtml(session.metadata.quote_number ?? 'your order')}</p>
<p>${escapeHtml(session.custom_text.submit.message)}</p>
${session.status === 'open' ? `<form method="post"><label>Test card <select name="card">${options}</select></label><button type="submit">Save card</button></form>` : '<p>This session is complete.</p>'}
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`);
  }
}
