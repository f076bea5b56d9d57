import { LocalBusinessJsonLd } from '@/components/about/local-business-json-ld';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/contact-us');

export default function ContactUsPage() {
  return (
    <>
      <LocalBusinessJsonLd />
      <PageIntro path="/contact-us" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  );
}
