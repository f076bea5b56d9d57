import { TextLink } from './text-link';

/** The closing line of a page: a question and the link to the contact page. */
export function ContactPrompt({
  text,
  label,
  href = '/contact-us',
  className = '',
}: {
  text: string;
  label: string;
  href?: string;
  className?: string;
}) {
  return (
    <p className={`text-lg text-slate-800 ${className}`}>
      {text} <TextLink href={href}>{label}</TextLink>
    </p>
  );
}
