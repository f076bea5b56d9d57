import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { POST as identity } from '@/app/api/identity/route';
import { moveStageAction } from '@/app/admin/actions';
import { resetEmailTextAction, saveEmailTextAction } from '@/app/admin/emails/actions';
import EmailTextsPage from '@/app/admin/emails/page';
import EditEmailTextPage from '@/app/admin/emails/[key]/page';
import { EmailTextForm } from '@/components/admin/emails/email-text-form';
import { idleForm } from '@/components/admin/form-state';
import { emailTextDefaults } from '@/content/email-texts';
import { getDatabase, tables } from '@/lib/db/server';
import { cacheTags, publishChange } from '@/lib/site-cache/server';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { mailTo, storedQuote } from '@/tests/helpers/orders';
import { accessRefusal } from '@/tests/helpers/refusals';
import { eq } from 'drizzle-orm';
import { actAs, sendCookieHeader } from '@/tests/helpers/request-context';

/*
 * Issue 35 §3: the e-mail texts are edited in the console, checked so a placeholder cannot be
 * lost, and the senders use the edited words (read again once any instance saves).
 */
const boss = newPerson('texts-boss');
process.env.STAFF_EMAILS = boss.email;
captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

type Session = { IdToken: string; AccessToken: string; email: string };
const stage = emailTextDefaults['order-stage'];
const editedBody = 'Hello {{name}}! {{news}}{{details}}\n\nTrack it here: {{link}}\n\nThe Coastline crew';

async function storedTexts() {
  const { db } = await getDatabase();
  return db.select({ key: tables.emailTexts.key, body: tables.emailTexts.body }).from(tables.emailTexts);
}

async function shipOne() {
  const quote = await storedQuote({ status: 'in_production', fulfillmentMethod: 'ship' });
  const answer = await moveStageAction(
    idleForm,
    formData({
      quoteId: quote.id,
      from: 'in_production',
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z9',
    }),
  );
  expect(answer.status).toBe('ok');
  const [mail] = await mailTo(quote.contactEmail);
  return { quote, mail: mail! };
}

describeWithDatabase('editable e-mail texts', () => {
  const driver = identityDriver(identity, () => '198.51.100.36');
  let staff: Session;

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
  });

  it('sends the default wording, word for word as before, until staff edit it; then the edit; then the default again', async () => {
    actAs(staff);
    const before = await shipOne();
    expect(before.mail.subject).toBe(`Quote ${before.quote.number}: Shipped`);
    expect(before.mail.body).toMatch(
      new RegExp(
        '^Hi Dana Rivera,\\n\\nYour order has shipped.\\n\\nCarrier: UPS\\nTracking number: 1Z9\\n\\n' +
          `See your order: http://localhost:3000/quotes/${before.quote.number}\\?access=[A-Za-z0-9_-]{22}\\n\\n` +
          'Questions\\? Call \\(949\\) 555-0142 or reply to support@coastlineprint.co.\\n\\nCoastline Print Co.$',
      ),
    );
    const saved = await saveEmailTextAction(
      idleForm,
      formData({ key: 'order-stage', subject: 'Order {{number}} is {{stage}}', body: editedBody }),
    );
    expect(saved).toMatchObject({ status: 'ok' });
    const after = await shipOne();
    expect(after.mail.subject).toBe(`Order ${after.quote.number} is Shipped`);
    expect(after.mail.body).toMatch(
      /^Hello Dana Rivera! Your order has shipped.\n\nCarrier: UPS\nTracking number: 1Z9\n\nTrack it here: http/,
    );
    expect(after.mail.body).toMatch(/The Coastline crew$/);
    expect(await resetEmailTextAction(idleForm, formData({ key: 'order-stage' }))).toMatchObject({
      status: 'ok',
    });
    expect((await shipOne()).mail.subject).toMatch(/: Shipped$/);
  });

  it('reads a text another instance saved once its revision is published', async () => {
    actAs(staff);
    await shipOne();
    const { db } = await getDatabase();
    await db.insert(tables.emailTexts).values({
      key: 'order-stage',
      subject: 'Elsewhere: {{number}}',
      body: editedBody,
      updatedBy: 'other-instance@example.com',
    });
    await publishChange([cacheTags.emailTexts], db);
    expect((await shipOne()).mail.subject).toMatch(/^Elsewhere: Q-TEST-/);
    await db.delete(tables.emailTexts).where(eq(tables.emailTexts.key, 'order-stage'));
    await publishChange([cacheTags.emailTexts], db);
  });

  it('refuses a lost or unknown placeholder by field, keeping what was typed and storing nothing', async () => {
    actAs(staff);
    const lost = stage.body.replace('{{link}}', 'our site');
    expect(
      await saveEmailTextAction(
        idleForm,
        formData({ key: 'order-stage', subject: stage.subject, body: lost }),
      ),
    ).toMatchObject({
      status: 'error',
      errors: { body: 'This e-mail must keep {{link}}.' },
      values: { body: lost },
    });
    expect(
      await saveEmailTextAction(
        idleForm,
        formData({ key: 'order-stage', subject: 'Quote {{number}} {{secret}}', body: stage.body }),
      ),
    ).toMatchObject({ status: 'error', errors: { subject: 'This e-mail has no placeholder {{secret}}.' } });
    expect(
      await saveEmailTextAction(idleForm, formData({ key: 'no-such-text', subject: 'a', body: 'b' })),
    ).toMatchObject({ status: 'error', errors: { key: 'No such e-mail.' } });
    expect(
      await saveEmailTextAction(
        idleForm,
        formData({ key: 'order-stage', subject: stage.subject, body: `${stage.body}\u0000` }),
      ),
    ).toMatchObject({ status: 'error', errors: { body: expect.any(String) } });
    expect(await storedTexts()).toEqual([]);
  });

  it('shows attacker HTML in a text only as characters in the editor and its preview', async () => {
    const html = renderToString(
      createElement(EmailTextForm, {
        textKey: 'order-stage',
        definition: stage,
        subject: '<img src=x onerror=alert(1)> {{number}}',
        body: `<script>alert(1)</script>\n${stage.body}`,
        save: async () => idleForm,
        reset: async () => idleForm,
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses the pages and actions to anonymous, a customer, a guest link and staff removed a moment ago', async () => {
    const customer = await driver.signedIn();
    const person = newPerson('texts-temp');
    const { db } = await getDatabase();
    await db.insert(tables.staffMembers).values({ email: person.email, addedBy: boss.email });
    const temp = await driver.signedIn(person);
    await db.delete(tables.staffMembers).where(eq(tables.staffMembers.email, person.email));
    const calls: [string, () => Promise<unknown>][] = [
      ['list', () => EmailTextsPage()],
      ['edit page', () => EditEmailTextPage({ params: Promise.resolve({ key: 'order-stage' }) })],
      [
        'save',
        () =>
          saveEmailTextAction(
            idleForm,
            formData({ key: 'order-stage', subject: 'x {{number}}', body: editedBody }),
          ),
      ],
      ['reset', () => resetEmailTextAction(idleForm, formData({ key: 'order-stage' }))],
    ];
    for (const [who, session, refusal] of [
      ['anonymous', undefined, 'redirect /login?next=/admin'],
      ['customer', customer, 'not found'],
      ['removed staff', temp, 'not found'],
    ] as const) {
      actAs(session);
      for (const [name, call] of calls)
        expect([who, name, await accessRefusal(call)]).toEqual([who, name, refusal]);
    }
    sendCookieHeader('access=AAAAAAAAAAAAAAAAAAAAAA');
    for (const [name, call] of calls)
      expect([name, await accessRefusal(call)]).toEqual([name, 'redirect /login?next=/admin']);
    expect(await storedTexts()).toEqual([]);
    actAs(staff);
    expect(await EditEmailTextPage({ params: Promise.resolve({ key: 'order-stage' }) })).toBeTruthy();
    expect(await accessRefusal(() => EditEmailTextPage({ params: Promise.resolve({ key: 'nope' }) }))).toBe(
      'not found',
    );
  });
});
