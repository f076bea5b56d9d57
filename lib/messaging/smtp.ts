import 'server-only';
import nodemailer from 'nodemailer';
import type { Transport } from './index';

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (message) => {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
