import { parseEnv } from '@/lib/config/env';

describe('messaging settings', () => {
  it('sends SMS by SNS only with a region, and refuses malformed sender settings', () => {
    expect(parseEnv({}).messaging.sms).toEqual({ kind: 'log' });
    expect(() => parseEnv({ SMS_PROVIDER: 'sns' })).toThrow(/SNS_REGION: required when SMS_PROVIDER=sns/);
    expect(() => parseEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() =>
      parseEnv({ SMS_PROVIDER: 'sns', SNS_REGION: 'us-west-2', SMS_ORIGINATION_NUMBER: '206-555-0100' }),
    ).toThrow(/SMS_ORIGINATION_NUMBER/);
    expect(() =>
      parseEnv({ SMS_PROVIDER: 'sns', SNS_REGION: 'us-west-2', SMS_SENDER_ID: 'Coastline Print' }),
    ).toThrow(/SMS_SENDER_ID/);
    expect(
      parseEnv({
        SMS_PROVIDER: 'sns',
        SNS_REGION: 'us-west-2',
        SNS_ENDPOINT: 'http://127.0.0.1:4566',
        SMS_ORIGINATION_NUMBER: '+12065550100',
        SMS_SENDER_ID: 'Coastline',
      }).messaging.sms,
    ).toEqual({
      kind: 'sns',
      region: 'us-west-2',
      endpoint: 'http://127.0.0.1:4566',
      originationNumber: '+12065550100',
      senderId: 'Coastline',
    });
  });

  it('never enables the mailbox where a real transport sends the messages', () => {
    expect(parseEnv({ NODE_ENV: 'production', MAILBOX_ENABLED: 'true' }).messaging.mailboxEnabled).toBe(true);
    expect(
      parseEnv({ NODE_ENV: 'production', MAILBOX_ENABLED: 'true', SMTP_URL: 'smtp://mail.example.com:587' })
        .messaging.mailboxEnabled,
    ).toBe(false);
    expect(
      parseEnv({ MAILBOX_ENABLED: 'true', SMS_PROVIDER: 'sns', SNS_REGION: 'us-west-2' }).messaging
        .mailboxEnabled,
    ).toBe(false);
    expect(parseEnv({ SMTP_URL: 'smtp://mail.example.com:587' }).messaging.mailboxEnabled).toBe(false);
  });
});
