import { formatPostalAddress, site } from '@/content/site';
import type { Policy } from './types';

export const privacyPolicy: Policy = {
  lastUpdated: 'November 1, 2026',
  sections: [
    {
      title: 'Information We Collect',
      paragraphs: ['We collect the information you give us and a small amount of technical information:'],
      points: [
        'contact details such as your name, e-mail address, phone number and shipping address;',
        'the details of your quotes and orders, and the artwork you upload;',
        'messages you send us through the contact form or by e-mail;',
        'technical data such as your browser type and pages visited, used to keep the site secure and working.',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: [
        'We use your information to prepare quotes, print and deliver your orders, answer your questions, keep your account secure and improve our website. We send marketing e-mails only if you ask for them, and you can unsubscribe at any time.',
      ],
    },
    {
      title: 'Sharing Your Information',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers who help us run the business (for example shipping carriers, payment processors and hosting providers), under contracts that require them to protect it, or when the law requires us to.',
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'We use cookies to keep you signed in, remember your preferences and understand how the website is used. Our Cookie Policy explains each type and how to manage them.',
      ],
      links: [{ label: 'Read our Cookie Policy', href: '/cookie-policy' }],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'You may ask to access, correct or delete the personal information we hold about you. California residents have additional rights under the California Consumer Privacy Act, including the right to know what we collect and the right not to be discriminated against for exercising these rights. Contact us to make a request; we will answer within 45 days.',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'We protect your information with encryption in transit, access controls and regular reviews of our systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
      ],
    },
    {
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy as our services or the law change. The date at the top of this page shows the latest version; significant changes will be announced on the website.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: ['Questions about this policy or your information? Reach our support team:'],
      points: [`E-mail: ${site.email}`, `Phone: ${site.phone.display}`, `Mail: ${formatPostalAddress()}`],
    },
  ],
};
