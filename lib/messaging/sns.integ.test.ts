import {
  deliverPendingMessages,
  listOutbox,
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  sendMessage,
} from './server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { SnsServer } from '@/tests/helpers/sns-server';
import { captureAllConsole } from '@/tests/helpers/console';

const sns = new SnsServer();
const logs = captureAllConsole();

beforeAll(async () => {
  await sns.start();
  // Read lazily by config() (and by the SDK's default credential chain) at the first send.
  Object.assign(process.env, {
    SMS_PROVIDER: 'sns',
    SNS_REGION: 'us-west-2',
    SNS_ENDPOINT: sns.endpoint,
    SMS_SENDER_ID: 'Coastline',
    SMS_ORIGINATION_NUMBER: '+12065550100',
    MAILBOX_ENABLED: 'true',
    AWS_ACCESS_KEY_ID: 'AKIDLOCALTEST',
    AWS_SECRET_ACCESS_KEY: 'local-test-secret',
  });
});
afterAll(() => sns.stop());

let phoneCounter = 0;
const nextPhone = () => `+1949555${String(1000 + (phoneCounter += 1)).slice(-4)}`;

describeWithDatabase('SMS by Amazon SNS', () => {
  it('publishes a transactional SMS with the sender settings, signed, and marks it sent', async () => {
    const phone = nextPhone();
    const entry = await sendMessage({ channel: 'sms', to: phone, text: 'Your code is 482913' });

    expect(entry).toMatchObject({ transport: 'sns', status: 'sent', attempts: 1, lastError: null });
    expect(entry.sentAt).toBeInstanceOf(Date);
    const publish = sns.publishes.find((call) => call.phoneNumber === phone);
    expect(publish).toMatchObject({
      message: 'Your code is 482913',
      attributes: {
        'AWS.SNS.SMS.SMSType': 'Transactional',
        'AWS.SNS.SMS.SenderID': 'Coastline',
        'AWS.MM.SMS.OriginationNumber': '+12065550100',
      },
    });
    expect(publish?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDLOCALTEST\/\d{8}\/us-west-2\/sns\/aws4_request/,
    );
  });

  it('logs the channel, a masked number and the outcome, never the code', async () => {
    const phone = nextPhone();
    await sendMessage({ channel: 'sms', to: phone, text: 'Your code is 775533' });
    const output = logs.output();
    expect(output).toContain(`[outbox] sms to +***${phone.slice(-2)} via sns sent`);
    expect(output).not.toContain('775533');
    expect(output).not.toContain(phone);
  });

  it('keeps a throttled SMS for a retry with backoff, and sends it when SNS answers again', async () => {
    const phone = nextPhone();
    sns.failNext(10, { status: 400, code: 'Throttling', message: 'Rate exceeded' });
    const before = Date.now();
    const failed = await sendMessage({ channel: 'sms', to: phone, text: 'Your code is 111222' });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/Throttling|Rate exceeded/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));

    // Not yet due: the job leaves it alone.
    expect(await deliverPendingMessages({ now: new Date(failed.nextAttemptAt.getTime() - 1000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    sns.recover();
    const publishedBefore = sns.publishes.length;
    expect(await deliverPendingMessages({ now: new Date(failed.nextAttemptAt.getTime() + 1) })).toEqual({
      sent: 1,
      failed: 0,
      gaveUp: 0,
    });
    expect(sns.publishes.slice(publishedBefore).map((call) => call.phoneNumber)).toEqual([phone]);
    const [stored] = await listOutbox({ recipient: phone });
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last try when SNS keeps failing with 500s', async () => {
    const phone = nextPhone();
    sns.failNext(1000, { status: 500, code: 'InternalError', message: 'Internal failure' });
    let entry = await sendMessage({ channel: 'sms', to: phone, text: 'Your code is 909090' });
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(entry).toMatchObject({ status: 'failed', attempts: attempt - 1 });
      const counts = await deliverPendingMessages({ now: new Date(entry.nextAttemptAt.getTime() + 1) });
      [entry] = (await listOutbox({ recipient: phone })) as [typeof entry];
      expect(counts).toEqual(
        attempt === MAX_DELIVERY_ATTEMPTS
          ? { sent: 0, failed: 0, gaveUp: 1 }
          : { sent: 0, failed: 1, gaveUp: 0 },
      );
    }
    sns.recover();
    expect(entry).toMatchObject({ status: 'gave_up', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(entry.lastError).toMatch(/InternalError|Internal failure/);
    expect(await deliverPendingMessages({ now: new Date(Date.now() + 365 * 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    expect(sns.publishes.some((call) => call.phoneNumber === phone)).toBe(false);
  });

  it('gives up at once on a number SNS refuses', async () => {
    const phone = nextPhone();
    sns.failNext(1, { status: 400, code: 'InvalidParameter', message: 'Invalid parameter: PhoneNumber' });
    const entry = await sendMessage({ channel: 'sms', to: phone, text: 'Your code is 123123' });
    expect(entry).toMatchObject({ status: 'gave_up', attempts: 1 });
  });
});
