import type { FaqEntry } from '@/content/product-faq';
import { faqPageData, jsonLd } from '@/lib/seo/server';
import { belowTheFold } from '@/components/layout/below-the-fold';

/** A category's questions as disclosure widgets (no script needed), and as FAQPage structured data. */
export function ProductFaq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <section {...belowTheFold} aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
        Questions and answers
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {entries.map((entry) => (
          <details key={entry.question} className="px-4 py-3">
            <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-orange-700">
              {entry.question}
            </summary>
            <p className="mt-2 text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqPageData(entries)) }} />
    </section>
  );
}
