import { site } from '@/content/site';

export type CodeDeliveryDetails = {
  Destination: string;
  DeliveryMedium: 'EMAIL' | 'SMS';
  AttributeName: string;
};

/** Cognito's masked e-mail: first letter of the local part and of the domain. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

function maskPhone(phone: string): string {
  return `+${'*'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-4)}`;
}

export function emailDelivery(email: string): CodeDeliveryDetails {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

export function smsDelivery(phone: string): CodeDeliveryDetails {
  return { Destination: maskPhone(phone), DeliveryMedium: 'SMS', AttributeName: 'phone_number' };
}

function link(siteUrl: string, path: string, username: string, code: string): string {
  const query = new URLSearchParams({ username, confirmationCode: code });
  return `${siteUrl}${path}?${query.toString()}`;
}

export function signupEmail(siteUrl: string, to: string, code: string) {
  return {
    channel: 'email' as const,
    to,
    subject: `Your ${site.name} confirmation code`,
    text: [
      `Your confirmation code is ${code}. It is valid for 24 hours.`,
      `Confirm your e-mail address in one click: ${link(siteUrl, '/confirm-signup', to, code)}`,
      `If you did not create an account with ${site.name}, you can ignore this message.`,
    ].join('\n\n'),
  };
}

export function resetEmail(siteUrl: string, to: string, code: string) {
  return {
    channel: 'email' as const,
    to,
    subject: `Reset your ${site.name} password`,
    text: [
      `Your password reset code is ${code}. It is valid for 1 hour.`,
      `Choose a new password here: ${link(siteUrl, '/confirm-reset-password', to, code)}`,
      `If you did not ask to reset your password, you can ignore this message; your password is unchanged.`,
    ].join('\n\n'),
  };
}

export function smsCodeMessage(to: string, code: string) {
  return {
    channel: 'sms' as const,
    to,
    text: `${site.name}: your login code is ${code}. It expires in 3 minutes.`,
  };
}

/** The code that proves a new e-mail address is the customer's (UpdateUserAttributes). */
export function verifyEmailMessage(to: string, code: string) {
  return {
    channel: 'email' as const,
    to,
    subject: `Confirm your new ${site.name} e-mail address`,
    text: [
      `Your verification code is ${code}. It is valid for 24 hours.`,
      `Type it on your dashboard to use this address for your ${site.name} account.`,
      `If you did not ask for this, you can ignore this message; nothing changes.`,
    ].join('\n\n'),
  };
}

export function verifyPhoneMessage(to: string, code: string) {
  return {
    channel: 'sms' as const,
    to,
    text: `${site.name}: your verification code is ${code}. Type it on your dashboard to use this phone.`,
  };
}

/** Told to the old address once a new one is in force: a stranger's change does not go unseen. */
export function emailChangedNotice(to: string, newEmail: string) {
  return {
    channel: 'email' as const,
    to,
    subject: `Your ${site.name} e-mail address was changed`,
    text: [
      `The e-mail address of your ${site.name} account is now ${maskEmail(newEmail)}. Sign-in and messages use the new address from now on.`,
      `If you did not make this change, contact us at ${site.email} or ${site.phone.display} right away.`,
    ].join('\n\n'),
  };
}
