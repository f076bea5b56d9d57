import { ContactPrompt } from '@/components/ui/contact-prompt';
import { TextLink } from '@/components/ui/text-link';
import type { Policy } from '@/content/policies/types';

/** A policy's numbered sections, ending with the Contact Us link every policy page has. */
export function PolicySections({ policy }: { policy: Policy }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm text-slate-600">Last updated: {policy.lastUpdated}</p>
      <ol className="mt-6 space-y-8">
        {policy.sections.map((section, index) => (
          <li key={section.title}>
            <h2 className="text-xl font-bold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.points && (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {section.links && (
              <ul className="mt-3 space-y-1 pl-6">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <TextLink href={link.href}>{link.label}</TextLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <ContactPrompt
        text="Questions about this policy?"
        label="Contact Us"
        className="mt-10 border-t border-slate-200 pt-6"
      />
    </div>
  );
}
