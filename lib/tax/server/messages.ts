import 'server-only';
import { formatLongDate } from '@/lib/shop-time';
import type { ComposeEmail } from '@/lib/email-texts/server';
import type { OutgoingMessage } from '@/lib/messaging/server';
import { exemptionKindLabels, stateName, type Exemption } from '../tax';

/** The customer's e-mail with staff's decision on their certificate (words: content/email-texts.ts). */
export function certificateDecisionMessage(
  compose: ComposeEmail,
  input: {
    to: string;
    certificate: Exemption;
    decision: 'approved' | 'rejected';
    note: string | undefined;
    link: string;
  },
): OutgoingMessage {
  const { certificate } = input;
  const what = `${stateName(certificate.state)} ${exemptionKindLabels[certificate.kind]} ${certificate.number}`;
  return {
    channel: 'email',
    to: input.to,
    ...compose('certificate-decision', {
      decision: input.decision,
      news:
        input.decision === 'approved'
          ? `We approved your ${what}. Your orders delivered or picked up in ${stateName(certificate.state)} are not taxed until it expires on ${formatLongDate(certificate.expiresOn)}.`
          : `We could not approve your ${what}. Your orders are taxed as usual; you can upload a new certificate at any time.`,
      note: input.note ? `\n\nNote from the shop: ${input.note}` : '',
      link: input.link,
    }),
  };
}
