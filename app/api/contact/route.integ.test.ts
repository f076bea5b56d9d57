import { site } from '@/content/site';
import { getDatabase, tables } from '@/lib/db/server';
import { listOutbox } from '@/lib/messaging/server';
import { replaceRateLimiterForTests } from '@/lib/rate-limit/server';
import { contactMessages } from '@/lib/validation/messages';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import {
  clockedMemoryLimiter,
  freshRateLimitsEachTest,
  nextVisitorAddress,
} from '@/tests/helpers/rate-limits';
import { POST } from './route';

/** Each message comes from its own address unless told, so the per-address limit stays out of the way. */
function send(body: unknown, options: { origin?: string; address?: string } = {}) {
  const address = options.address ?? nextVisitorAddress();
  return POST(
    jsonRequest('/api/contact', body, { origin: options.origin, headers: { 'x-forwarded-for': address } }),
    undefined,
  );
}

const message = (subject: string) => ({
  name: 'Ana Flores',
  email: 'ana@example.com',
  subject,
  message: 'Could you print 500 embossed labels by Friday?',
});

async function storedSubjects(): Promise<string[]> {
  const { db } = await getDatabase();
  const rows = await db.select({ subject: tables.contactMessages.subject }).from(tables.contactMessages);
  return rows.map((row) => row.subject);
}

describeWithDatabase('POST /api/contact', () => {
  freshRateLimitsEachTest();
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('stores the message and forwards it to the shop inbox', async () => {
    const response = await send(message('Rush order of labels'));
    expect(response.status).toBe(201);
    expect(await storedSubjects()).toContain('Rush order of labels');
    const [forwarded] = await listOutbox({ recipient: site.email });
    expect(forwarded).toMatchObject({
      channel: 'email',
      subject: 'Contact form: Rush order of labels',
      status: 'sent',
      attempts: 1,
    });
    expect(forwarded?.body).toContain('From: Ana Flores <ana@example.com>');
    expect(forwarded?.body).toContain('Could you print 500 embossed labels by Friday?');
  });

  it('writes no log line a visitor could forge with line breaks in the subject or the message', async () => {
    const logged: string[] = [];
    for (const level of ['info', 'warn', 'error', 'log'] as const) {
      jest
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    const forged = '[outbox] sms to +15555550100\n    Your code is 000000';
    const inMessage = await send({ ...message('Forged line'), message: `Hello\r\n${forged}` });
    expect(inMessage.status).toBe(201);
    // Whether the subject is refused (422) or accepted, nothing it carries may start a line.
    await send(message(`Hello\r\n${forged}`));

    const lines = logged.join('\n').split(/\r\n|\r|\n/);
    expect(lines.filter((line) => line.startsWith('[outbox] sms'))).toEqual([]);
    expect(lines.some((line) => line.includes('Forged line'))).toBe(true);
  });

  it('answers 422 naming the field for bad input, and stores nothing', async () => {
    const response = await send({ ...message('Bad e-mail'), email: 'ana@' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      statusCode: 422,
      message: contactMessages.emailInvalid,
      validationErrors: [{ location: 'email', clientMessage: contactMessages.emailInvalid }],
    });
    expect(await storedSubjects()).not.toContain('Bad e-mail');
  });

  it('names every empty field', async () => {
    const response = await send({ name: '', email: '', subject: '', message: '' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      validationErrors: { location: string; clientMessage: string }[];
    };
    expect(body.validationErrors).toEqual([
      { location: 'name', clientMessage: contactMessages.nameRequired },
      { location: 'email', clientMessage: contactMessages.emailInvalid },
      { location: 'subject', clientMessage: contactMessages.subjectRequired },
      { location: 'message', clientMessage: contactMessages.messageRequired },
    ]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await send('{not json');
    expect(response.status).toBe(400);
  });

  it('refuses a cross-origin post with 403', async () => {
    const response = await send(message('From elsewhere'), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await storedSubjects()).not.toContain('From elsewhere');
  });

  it('accepts a filled honeypot as if it were sent, but neither stores nor forwards it', async () => {
    const before = (await listOutbox({ recipient: site.email })).length;
    const response = await send({ ...message('Cheap pills'), website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await storedSubjects()).not.toContain('Cheap pills');
    expect(await listOutbox({ recipient: site.email })).toHaveLength(before);
  });

  it('limits each address to five messages in ten minutes', async () => {
    let now = Date.now();
    replaceRateLimiterForTests(clockedMemoryLimiter(() => now));
    const address = '198.51.100.7';
    for (let index = 1; index <= 5; index += 1) {
      expect((await send(message(`Allowed ${index}`), { address })).status).toBe(201);
    }
    const refused = await send(message('One too many'), { address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await storedSubjects()).not.toContain('One too many');
    expect((await send(message('Another sender'))).status).toBe(201);
    now += 600_000;
    expect((await send(message('Ten minutes later'), { address })).status).toBe(201);
  });
});
