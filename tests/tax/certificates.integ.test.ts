import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { getDatabase, tables } from '@/lib/db/server';
import { removeAbandonedArtwork } from '@/lib/quotes/server';
import {
  certificateQueue,
  certificatesOf,
  exemptionFor,
  MAX_PENDING_CERTIFICATES,
  orderTaxRule,
  presignCertificateUpload,
  reviewCertificate,
  submitCertificate,
} from '@/lib/tax/server';
import { CERTIFICATE_MAX_BYTES } from '@/lib/tax/certificate-files';
import { pngOf } from '@/tests/helpers/artwork-files';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { customer, mailTo, uploadedFile } from '@/tests/helpers/orders';
import { testDataDir } from '@/tests/helpers/quotes';
import { refusal } from '@/tests/helpers/refusals';

const dataDir = testDataDir();
captureLogLines('info', '[outbox]');

const now = new Date('2026-11-25T12:00:00-08:00');

/** A certificate as the customer's form sends it, with its file uploaded to the store. */
async function submission(
  overrides: Record<string, unknown> = {},
  file?: Awaited<ReturnType<typeof uploadedFile>>,
) {
  return {
    kind: 'resale',
    state: 'CA',
    number: '123-456789',
    expiresOn: '2027-11-30',
    ...(file ?? (await uploadedFile('resale certificate.pdf'))),
    ...overrides,
  };
}

describeWithDatabase('exemption certificates', () => {
  it('makes upload links only for a PDF, PNG or JPEG of at most 10 MB', async () => {
    for (const fileType of ['application/pdf', 'image/png', 'image/jpeg']) {
      expect(await presignCertificateUpload({ fileName: 'c', fileType, fileSize: 2048 })).toHaveProperty(
        'uploadURL',
      );
    }
    const wrongType = await refusal(
      presignCertificateUpload({ fileName: 'c.tif', fileType: 'image/tiff', fileSize: 10 }),
    );
    expect([wrongType.details.field, wrongType.message]).toEqual([
      'file',
      'Please upload the certificate as a PDF, PNG or JPEG file.',
    ]);
    const tooLarge = await refusal(
      presignCertificateUpload({
        fileName: 'c.pdf',
        fileType: 'application/pdf',
        fileSize: CERTIFICATE_MAX_BYTES + 1,
      }),
    );
    expect(tooLarge.message).toBe('The certificate file must be at most 10 MB.');
  });

  it('stores a certificate as pending, for its account only', async () => {
    const dana = customer();
    const row = await submitCertificate(dana, await submission(), now);
    expect(row).toMatchObject({
      userId: dana.userId,
      email: dana.email,
      kind: 'resale',
      state: 'CA',
      number: '123-456789',
      expiresOn: '2027-11-30',
      fileName: 'resale certificate.pdf',
      fileType: 'application/pdf',
      status: 'pending',
    });
    expect((await certificatesOf(dana.userId)).map((certificate) => certificate.id)).toEqual([row.id]);
    expect(await certificatesOf(customer().userId)).toEqual([]);
    const queued = (await certificateQueue()).pending.find((certificate) => certificate.id === row.id);
    expect(queued?.downloadUrl).toMatch(/^http/);
  });

  it('refuses a file uploaded through another form that is not what it claims or is too large, storing nothing', async () => {
    const dana = customer();
    // The wizard's store takes TIFF and files up to 50 MB: naming such an upload here is refused.
    const tiff = await uploadedFile(
      'scan.tif',
      'image/tiff',
      Buffer.from([0x49, 0x49, 0x2a, 0x00, 1, 2, 3, 4]),
    );
    const claimedPdf = await refusal(
      submitCertificate(dana, await submission({}, { ...tiff, fileType: 'application/pdf' }), now),
    );
    expect([claimedPdf.details.field, claimedPdf.message]).toEqual([
      'file',
      'Please upload the certificate as a PDF, PNG or JPEG file.',
    ]);
    const big = pngOf(1, 1);
    const padded = Buffer.concat([big, Buffer.alloc(CERTIFICATE_MAX_BYTES + 1 - big.length)]);
    const large = await uploadedFile('large.png', 'image/png', padded);
    const tooLarge = await refusal(submitCertificate(dana, await submission({}, large), now));
    expect(tooLarge.message).toBe('The certificate file must be at most 10 MB.');
    const notUploaded = await refusal(
      submitCertificate(
        dana,
        await submission({ fileUrl: 'http://localhost:3000/api/uploads/nothing-here' }),
        now,
      ),
    );
    expect(notUploaded.details.field).toBe('file');
    expect(await certificatesOf(dana.userId)).toEqual([]);
  });

  it.each([
    [
      'an expired certificate',
      { expiresOn: '2026-11-24' },
      'expiresOn',
      'This certificate has expired. Please upload a current one.',
    ],
    ['a date that does not exist', { expiresOn: '2027-02-30' }, 'expiresOn', 'Please enter a real date.'],
    ['a state outside the U.S. list', { state: 'ZZ' }, 'state', 'Choose a U.S. state.'],
    ['an unknown kind', { kind: 'charity' }, 'kind', 'Choose the kind of certificate.'],
    ['a blank number', { number: '  ' }, 'number', 'Please enter the certificate number.'],
    [
      'a control character',
      { number: '123\u0000456' },
      'number',
      expect.stringMatching(/control character/i),
    ],
  ])('refuses %s, naming the field', async (_case, overrides, field, message) => {
    const dana = customer();
    const error = await refusal(submitCertificate(dana, await submission(overrides), now));
    expect([error.details.field, error.message]).toEqual([field, message]);
    expect(await certificatesOf(dana.userId)).toEqual([]);
  });

  it('accepts a certificate on its last day', async () => {
    const row = await submitCertificate(customer(), await submission({ expiresOn: '2026-11-25' }), now);
    expect(row.status).toBe('pending');
  });

  it(`keeps at most ${MAX_PENDING_CERTIFICATES} waiting per account, even sent all at once`, async () => {
    const dana = customer();
    const forms = await Promise.all(Array.from({ length: MAX_PENDING_CERTIFICATES + 3 }, () => submission()));
    const results = await Promise.allSettled(forms.map((form) => submitCertificate(dana, form, now)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_PENDING_CERTIFICATES);
    expect(await certificatesOf(dana.userId)).toHaveLength(MAX_PENDING_CERTIFICATES);
  });

  it('on approval exempts the account’s sales in that state until the certificate expires, and e-mails the customer', async () => {
    const dana = customer();
    const row = await submitCertificate(dana, await submission(), now);
    expect(await exemptionFor(dana, 'CA', now)).toBeUndefined();
    const approved = await reviewCertificate({
      id: row.id,
      decision: 'approved',
      staffEmail: 'sam@example.com',
    });
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 'sam@example.com', staffNote: null });
    expect(approved.reviewedAt).toBeInstanceOf(Date);

    expect(await exemptionFor(dana, 'CA', now)).toEqual({
      kind: 'resale',
      state: 'CA',
      number: '123-456789',
      expiresOn: '2027-11-30',
    });
    expect(await exemptionFor(dana, 'NV', now)).toBeUndefined();
    expect(await exemptionFor(dana, 'CA', new Date('2027-12-01T00:00:00-08:00'))).toBeUndefined();
    expect(await exemptionFor(customer(), 'CA', now)).toBeUndefined();
    expect(await exemptionFor(undefined, 'CA', now)).toBeUndefined();
    expect(await orderTaxRule({ account: dana, fulfillment: 'pickup', at: now })).toEqual({
      state: 'CA',
      ratePpm: 0,
      exemptReason: 'Exempt: California resale certificate 123-456789, expires November 30, 2027',
    });
    expect(
      await orderTaxRule({
        account: dana,
        fulfillment: 'ship',
        shippingState: 'CA',
        at: new Date('2027-12-01T09:00:00-08:00'),
      }),
    ).toEqual({
      state: 'CA',
      ratePpm: 77_500,
    });

    const [mail] = await mailTo(dana.email);
    expect(mail!.subject).toBe('Your tax exemption certificate was approved');
    expect(mail!.body).toContain('not taxed until it expires on November 30, 2027');
    expect(mail!.body).toContain('/dashboard/tax-exemption');
  });

  it('on rejection (which needs a note) leaves the account taxed and e-mails the note', async () => {
    const dana = customer();
    const row = await submitCertificate(dana, await submission(), now);
    const noNote = await refusal(
      reviewCertificate({ id: row.id, decision: 'rejected', note: ' ', staffEmail: 'sam@example.com' }),
    );
    expect([noNote.details.field, noNote.message]).toEqual([
      'note',
      'Please tell the customer why the certificate is rejected.',
    ]);
    expect(await mailTo(dana.email)).toEqual([]);

    await reviewCertificate({
      id: row.id,
      decision: 'rejected',
      note: 'The scan is unreadable.',
      staffEmail: 'sam@example.com',
    });
    expect(await exemptionFor(dana, 'CA', now)).toBeUndefined();
    const [mail] = await mailTo(dana.email);
    expect(mail!.subject).toBe('Your tax exemption certificate was rejected');
    expect(mail!.body).toContain('Note from the shop: The scan is unreadable.');
  });

  it('decides a certificate once: two reviews at the same moment, one decision and one e-mail', async () => {
    const dana = customer();
    const row = await submitCertificate(dana, await submission(), now);
    const reviews = await Promise.allSettled([
      reviewCertificate({ id: row.id, decision: 'approved', staffEmail: 'sam@example.com' }),
      reviewCertificate({ id: row.id, decision: 'rejected', note: 'No.', staffEmail: 'kim@example.com' }),
    ]);
    expect(reviews.filter((review) => review.status === 'fulfilled')).toHaveLength(1);
    const refused = reviews.find((review) => review.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      kind: 'conflict',
      message: 'This certificate was already reviewed.',
    });
    expect(await mailTo(dana.email)).toHaveLength(1);
    const missing = await refusal(
      reviewCertificate({
        id: '00000000-0000-4000-8000-000000000000',
        decision: 'approved',
        staffEmail: 'sam@example.com',
      }),
    );
    expect(missing.kind).toBe('not_found');
  });

  it('never lets a pending or rejected certificate exempt an order', async () => {
    const dana = customer();
    await submitCertificate(dana, await submission(), now);
    const { db } = await getDatabase();
    const [other] = await db
      .insert(tables.exemptionCertificates)
      .values({
        userId: dana.userId,
        email: dana.email,
        kind: 'exempt_organization',
        state: 'CA',
        number: 'X',
        expiresOn: '2030-01-01',
        fileRef: 'x',
        fileName: 'x.pdf',
        fileType: 'application/pdf',
        status: 'rejected',
      })
      .returning();
    expect(other).toBeDefined();
    expect(await exemptionFor(dana, 'CA', now)).toBeUndefined();
  });

  it("keeps certificates' files when the sweep removes uploads nothing took up", async () => {
    const file = await uploadedFile('kept certificate.pdf');
    await submitCertificate(customer(), await submission({}, file), now);
    const stray = await uploadedFile('stray.pdf');
    const fileOf = (upload: { fileUrl: string }) =>
      path.join(dataDir, 'uploads', upload.fileUrl.slice(upload.fileUrl.lastIndexOf('/') + 1));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    for (const upload of [file, stray]) utimesSync(fileOf(upload), twoDaysAgo, twoDaysAgo);
    await removeAbandonedArtwork();
    expect(existsSync(fileOf(file))).toBe(true);
    expect(existsSync(fileOf(stray))).toBe(false);
  });
});
