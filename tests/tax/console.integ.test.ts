import { POST as identity } from '@/app/api/identity/route';
import { removeTaxRateAction, reviewCertificateAction, setTaxRateAction } from '@/app/admin/tax-actions';
import {
  presignCertificateAction,
  submitCertificateAction,
} from '@/app/(site)/dashboard/tax-exemption/actions';
import CertificatesPage from '@/app/admin/certificates/page';
import TaxPage from '@/app/admin/tax/page';
import { idleForm } from '@/components/admin/form-state';
import { getDatabase, tables } from '@/lib/db/server';
import { certificatesOf, listTaxRates, submitCertificate } from '@/lib/tax/server';
import { subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { uploadedFile } from '@/tests/helpers/orders';
import { accessRefusal } from '@/tests/helpers/refusals';
import { formData } from '@/tests/helpers/form-data';
import { actAs } from '@/tests/helpers/request-context';

/*
 * The console's tax actions and the customer's certificate actions, called as the browser
 * would: staff only for the console, signed in for the customer's, every field checked again,
 * and a refusal names the field and gives back what was typed.
 */
const boss = newPerson('taxboss');
process.env.STAFF_EMAILS = boss.email;
captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

type Session = { IdToken: string; AccessToken: string; email: string };
/** What Next made of a refusal: its redirect to log in, or its not-found. */
async function everything() {
  const { db } = await getDatabase();
  const [rates, certificates] = await Promise.all([
    db.select().from(tables.taxRates),
    db.select().from(tables.exemptionCertificates),
  ]);
  return {
    rates: rates.sort((a, b) => a.state.localeCompare(b.state)),
    certificates: certificates.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

describeWithDatabase('the tax console and the certificate page', () => {
  const driver = identityDriver(identity, () => '198.51.100.31');
  let staff: Session;
  let customer: Session;

  beforeAll(async () => {
    staff = await driver.signedIn(boss);
    customer = await driver.signedIn();
    await listTaxRates();
  });

  async function pendingCertificate() {
    return submitCertificate(
      { userId: subOf(customer.IdToken), email: customer.email },
      {
        kind: 'resale',
        state: 'CA',
        number: 'SR-1',
        expiresOn: '2099-01-31',
        ...(await uploadedFile('c.pdf')),
      },
    );
  }

  it('refuses anonymous callers and customers every console page and action, changing nothing', async () => {
    const certificate = await pendingCertificate();
    const before = await everything();
    const calls: [string, () => Promise<unknown>][] = [
      ['set rate', () => setTaxRateAction(idleForm, formData({ state: 'CA', rate: '0' }))],
      ['add state', () => setTaxRateAction(idleForm, formData({ state: 'NV', rate: '8' }))],
      ['remove state', () => removeTaxRateAction(idleForm, formData({ state: 'CA' }))],
      [
        'approve',
        () => reviewCertificateAction(idleForm, formData({ id: certificate.id, decision: 'approved' })),
      ],
      ['tax page', () => TaxPage()],
      ['certificates page', () => CertificatesPage()],
    ];
    for (const [session, answer] of [
      [undefined, 'redirect /login?next=/admin'],
      [customer, 'not found'],
    ] as const) {
      actAs(session);
      for (const [name, call] of calls) expect([name, await accessRefusal(call)]).toEqual([name, answer]);
    }
    expect(await everything()).toEqual(before);
  });

  it.each([
    [{ state: 'ZZ', rate: '8' }, 'state', 'Choose a U.S. state.'],
    [{ state: 'NV', rate: '20.0001' }, 'rate', 'Enter the rate as a percentage from 0 to 20, e.g. 7.75.'],
    [{ state: 'NV', rate: '-1' }, 'rate', 'Enter the rate as a percentage from 0 to 20, e.g. 7.75.'],
    [{ state: 'NV', rate: '7,75' }, 'rate', 'Enter the rate as a percentage from 0 to 20, e.g. 7.75.'],
    [{ state: 'N\u001bV', rate: '8' }, 'state', expect.stringMatching(/control character/i)],
  ])(
    'refuses staff a rate form %o, naming the field and keeping what was typed',
    async (fields, field, message) => {
      actAs(staff);
      const before = await everything();
      const answer = await setTaxRateAction(idleForm, formData(fields));
      expect(answer).toMatchObject({ status: 'error', values: fields });
      expect(answer.errors?.[field]).toEqual(message);
      expect(await everything()).toEqual(before);
    },
  );

  it('lets staff set, add and remove rates, to the ten-thousandth of a percent', async () => {
    actAs(staff);
    expect(await setTaxRateAction(idleForm, formData({ state: 'nv', rate: '8.2375' }))).toEqual({
      status: 'ok',
      message: 'Nevada is taxed at 8.2375%.',
    });
    const rates = await listTaxRates();
    expect(rates.find((rate) => rate.state === 'NV')).toMatchObject({
      ratePpm: 82_375,
      updatedBy: staff.email,
    });
    expect((await removeTaxRateAction(idleForm, formData({ state: 'CA' }))).errors?.state).toMatch(
      /California cannot be removed/,
    );
    expect(await removeTaxRateAction(idleForm, formData({ state: 'NV' }))).toMatchObject({ status: 'ok' });
    expect((await listTaxRates()).map((rate) => rate.state)).toEqual(['CA']);
  });

  it('lets staff approve or reject, a rejection only with a note', async () => {
    actAs(staff);
    const certificate = await pendingCertificate();
    const bare = await reviewCertificateAction(
      idleForm,
      formData({ id: certificate.id, decision: 'rejected', note: '' }),
    );
    expect(bare.errors?.note).toBe('Please tell the customer why the certificate is rejected.');
    const forged = await reviewCertificateAction(
      idleForm,
      formData({ id: certificate.id, decision: 'exempt' }),
    );
    expect(forged.errors?.decision).toBe('Approve or reject the certificate.');
    const approved = await reviewCertificateAction(
      idleForm,
      formData({ id: certificate.id, decision: 'approved', note: 'Checked\nwith CDTFA.' }),
    );
    expect(approved).toMatchObject({ status: 'ok' });
    const again = await reviewCertificateAction(
      idleForm,
      formData({ id: certificate.id, decision: 'approved' }),
    );
    expect(again).toMatchObject({ status: 'error', message: 'This certificate was already reviewed.' });
  });

  it('takes a certificate only from a signed-in customer, for their own account', async () => {
    const file = await uploadedFile('mine.pdf');
    const fields = { kind: 'resale', state: 'CA', number: 'SR-2', expiresOn: '2099-01-31', ...file };
    actAs(undefined);
    expect(await submitCertificateAction(idleForm, formData(fields))).toMatchObject({
      status: 'error',
      values: fields,
    });
    expect(
      await presignCertificateAction({ fileName: 'c.pdf', fileType: 'application/pdf', fileSize: 10 }),
    ).toEqual({
      error: 'Your session has ended. Please log in again.',
    });
    actAs(customer);
    expect(
      await presignCertificateAction({ fileName: 'c.svg', fileType: 'image/svg+xml', fileSize: 10 }),
    ).toEqual({
      error: 'Please upload the certificate as a PDF, PNG or JPEG file.',
    });
    const refused = await submitCertificateAction(idleForm, formData({ ...fields, expiresOn: '2020-01-01' }));
    expect(refused.errors?.expiresOn).toBe('This certificate has expired. Please upload a current one.');
    expect(refused.values).toMatchObject({ number: 'SR-2' });
    // A user id in the form is ignored: the account is the session's.
    const sent = await submitCertificateAction(idleForm, formData({ ...fields, userId: 'someone-else' }));
    expect(sent.status).toBe('ok');
    expect((await certificatesOf(subOf(customer.IdToken))).map((row) => row.number)).toContain('SR-2');
    expect(await certificatesOf('someone-else')).toEqual([]);
  });
});
