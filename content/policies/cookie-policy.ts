import { site } from '@/content/site';
import type { Policy } from './types';

export const cookiePolicy: Policy = {
  lastUpdated: 'November 1, 2026',
  sections: [
    {
      title: 'What Cookies We Use',
      paragraphs: ['Cookies are small text files a website stores in your browser. We use four kinds:'],
      points: [
        'Essential cookies keep the website secure and remember your sign-in; the site cannot work without them.',
        'Performance cookies tell us which pages are visited and how quickly they load, so we can improve them.',
        'Functional cookies remember choices such as the details of a quote in progress.',
        'Advertising cookies measure whether our advertising reaches the right businesses. We set them only with your consent.',
      ],
    },
    {
      title: 'Why We Use Them',
      paragraphs: [
        'Cookies let us keep your session safe, make the website faster and more useful, and understand which of our products and pages matter most to our customers.',
      ],
    },
    {
      title: 'Managing Cookies',
      paragraphs: [
        'You can block or delete cookies in your browser settings. Blocking essential cookies may stop parts of the website, such as signing in, from working. Your browser’s help pages explain how:',
      ],
      links: [
        { label: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
        {
          label: 'Mozilla Firefox',
          href: 'https://support.mozilla.org/kb/enhanced-tracking-protection-firefox-desktop',
        },
        {
          label: 'Apple Safari',
          href: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac',
        },
        {
          label: 'Microsoft Edge',
          href: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
        },
      ],
    },
    {
      title: 'Third-Party Cookies',
      paragraphs: [
        'Some cookies are set by service providers we work with, such as our analytics provider. They are bound by their own privacy policies and by their contracts with us.',
      ],
    },
    {
      title: 'Updates to This Policy',
      paragraphs: [
        'We may update this policy when we change the cookies we use. The date at the top of this page shows the latest version.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: [`Questions about cookies? E-mail ${site.email} or call ${site.phone.display}.`],
    },
  ],
};
