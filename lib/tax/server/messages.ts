import 'server-only';
import { site } from '@/content/site';
import { formatLongDate } from '@/lib/deal';
import type { OutgoingMessage } from '@/lib/messaging';
import { exemptionKindLabels, stateName, type Exemption } from '../tax';

/** The customer's e-mail with staff's decision on their certificate. */
export function certificateDecisionMessage(input: {
  to: string;
  certificate: Exemption;
  decision: 'approved' | 'rejected';
  note: string | undefined;
  link: string;
}): OutgoingMessage {
  const { certificate } = input;
  const what = `${stateName(certificate.state)} ${exemptionKindLabels[certificate.kind]} ${certificate.number}`;
  const news =
    input.decision === 'approved'
      ? `We approved your ${what}. Your orders delivered or picked up in ${stateName(certificate.state)} are not taxed until it expires on ${formatLongDate(certificate.expiresOn)}.`
      : `We could not approve your ${what}. Your orders are taxed as usual; you can upload a new certificate at any time.`;
  const lines = ['Hello,', '', news];
  if (input.note) lines.push('', `Note from the shop: ${input.note}`);
  lines.push(
    '',
    `Your certificates: ${input.link}`,
    '',
    `Questions? Call ${site.phone.display} or reply to ${site.email}.`,
    '',
    site.name,
  );
  return {
    channel: 'email',
    to: input.to,
    subject: `Your tax exemption certificate was ${input.decision}`,
    text: lines.join('\n'),
  };
}
