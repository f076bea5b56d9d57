import 'server-only';
import { config } from '@/lib/config/server';
import { escapeForLog, logLine } from '@/lib/log';
import { smtpTransport } from './smtp';
import { snsTransport } from './sns';
import type { Channel, OutgoingMessage } from './types';

/**
 * Delivers one channel's messages. Throwing means "not delivered"; `isPermanent` says when
 * trying again cannot help (a refused address), so the outbox gives up at once.
 */
export type Transport = {
  name: 'log' | 'smtp' | 'sns';
  /** A real transport reaches people, so its log lines never carry the message body. */
  real: boolean;
  deliver: (message: OutgoingMessage) => Promise<void>;
  isPermanent: (error: unknown) => boolean;
};

/**
 * The embedded default: the message is printed on the server console (the only place a
 * newcomer's codes can reach them). Every line of it is escaped and indented, so nothing in
 * a visitor's text can pass for a line of the server's own.
 */
const logTransport: Transport = {
  name: 'log',
  real: false,
  deliver: async (message) => {
    const subject = message.channel === 'email' ? logLine`: ${message.subject}` : '';
    const body = message.text.split('\n').map((line) => `    ${escapeForLog(line)}`);
    console.info([logLine`[outbox] ${message.channel} to ${message.to}` + subject, ...body].join('\n'));
  },
  isPermanent: () => false,
};

const cache = new Map<string, Transport>();

function cached(key: string, create: () => Transport): Transport {
  let transport = cache.get(key);
  if (!transport) cache.set(key, (transport = create()));
  return transport;
}

/** The transport configured for a channel (one client per setting, reused). */
export function transportFor(channel: Channel): Transport {
  const { smtpUrl, from, sms } = config().messaging;
  if (channel === 'email' && smtpUrl) {
    return cached(`smtp ${smtpUrl}`, () => smtpTransport(smtpUrl, from ?? 'no-reply@localhost'));
  }
  if (channel === 'sms' && sms.kind === 'sns')
    return cached(`sns ${JSON.stringify(sms)}`, () => snsTransport(sms));
  return logTransport;
}
