import 'server-only';
import { PublishCommand, SNSClient, type MessageAttributeValue } from '@aws-sdk/client-sns';
import type { Transport } from './transports';

type SnsSettings = {
  region: string;
  /** An SNS-compatible endpoint instead of AWS's (tests, gateways). */
  endpoint?: string;
  originationNumber?: string;
  senderId?: string;
};

/** The number itself is wrong: SNS will refuse it again. */
const PERMANENT_ERRORS = new Set(['InvalidParameterException', 'InvalidParameterValueException']);

const text = (value: string): MessageAttributeValue => ({ DataType: 'String', StringValue: value });

/**
 * SMS by Amazon SNS: a Publish to the phone number, transactional (codes are time-critical,
 * so SNS favours delivery over cost). Credentials come from the SDK's default chain.
 */
export function snsTransport(settings: SnsSettings): Transport {
  const client = new SNSClient({
    region: settings.region,
    endpoint: settings.endpoint,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000 },
  });
  const attributes: Record<string, MessageAttributeValue> = {
    'AWS.SNS.SMS.SMSType': text('Transactional'),
    ...(settings.originationNumber && { 'AWS.MM.SMS.OriginationNumber': text(settings.originationNumber) }),
    ...(settings.senderId && { 'AWS.SNS.SMS.SenderID': text(settings.senderId) }),
  };
  return {
    name: 'sns',
    real: true,
    deliver: async (message) => {
      await client.send(
        new PublishCommand({ PhoneNumber: message.to, Message: message.text, MessageAttributes: attributes }),
      );
    },
    isPermanent: (error) => error instanceof Error && PERMANENT_ERRORS.has(error.name),
  };
}
