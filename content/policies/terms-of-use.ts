import { site } from '@/content/site';
import type { Policy } from './types';

export const termsOfUse: Policy = {
  lastUpdated: 'November 1, 2026',
  sections: [
    {
      title: 'Acceptance of Terms',
      paragraphs: [
        `By accessing or using the ${site.name} website, requesting a quote or placing an order, you agree to these Terms of Use and to our Privacy Policy. If you do not agree, please do not use the website or our services.`,
      ],
    },
    {
      title: 'Changes to Terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows when they last changed. Continuing to use the website after a change means you accept the updated terms; orders already confirmed remain governed by the terms in force when you placed them.',
      ],
    },
    {
      title: 'Use of Services',
      paragraphs: [
        'You may use the website and our services only for lawful business purposes. When you upload artwork or request an order, you confirm that:',
      ],
      points: [
        'the information you provide is accurate and complete;',
        'you own the artwork or have permission to print it, and it infringes no one else’s rights;',
        'the artwork contains nothing unlawful, defamatory or obscene.',
      ],
    },
    {
      title: 'Intellectual Property',
      paragraphs: [
        `The website’s text, graphics, logos and software belong to ${site.name} or its licensors and are protected by copyright and trademark law. You keep all rights to the artwork you send us; you grant us a limited licence to reproduce it solely to quote, proof, print and deliver your order.`,
      ],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${site.name} is not liable for indirect, incidental or consequential damages arising from the use of the website or our services. Our total liability for any order is limited to the amount you paid for that order. Nothing in these terms limits liability that cannot be limited under California law.`,
      ],
    },
    {
      title: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in Orange County, California.',
      ],
    },
  ],
};
