import 'server-only';
import nodemailer from 'nodemailer';
import type { Transport } from './transports';

/** Mailbox unavailable, not allowed, or syntactically wrong: another try meets the same answer. */
const PERMANENT_REPLY_CODES = new Set([550, 551, 553]);

export function smtpTransport(url: string, from: string): Transport {
  // Bounded waits: a hanging server must fail the attempt (to be retried later) well within
  // the outbox's claim on the message, not hold it for nodemailer's default ten minutes.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    real: true,
    deliver: async (message) => {
      const subject = message.channel === 'email' ? message.subject : '';
      await transporter.sendMail({ from, to: message.to, subject, text: message.text });
    },
    isPermanent: (error) => {
      const code = (error as { responseCode?: unknown }).responseCode;
      return typeof code === 'number' && PERMANENT_REPLY_CODES.has(code);
    },
  };
}
