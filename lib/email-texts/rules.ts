import type { EmailTextDefault } from '@/content/email-texts';

/** The console's limits on an edited text: a subject is one line, a body a few screens. */
export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 10_000;

export type EmailTextDraft = { subject: string; body: string };
export type EmailTextProblems = Partial<Record<keyof EmailTextDraft, string>>;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const PLACEHOLDER_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The placeholder names `text` uses, in order of first use (`{{ name }}` reads as `name`). */
function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim()))];
}

/** What is wrong with one field: a stray brace, an unknown name; undefined when it reads well. */
function fieldProblem(text: string, known: readonly string[]): string | undefined {
  // Braces left once every placeholder is taken out mean a placeholder typed half.
  if (/[{}]{2}/.test(text.replace(PLACEHOLDER, ''))) {
    return 'A placeholder must read {{name}}: a brace is missing or doubled.';
  }
  const names = placeholdersIn(text);
  const malformed = names.find((name) => !PLACEHOLDER_NAME.test(name));
  if (malformed !== undefined) return `"{{${malformed}}}" is not a placeholder name.`;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    return `This e-mail has no placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}.`;
  }
  return undefined;
}

/**
 * Why the console cannot save `draft` as the text described by `definition`, by field: a
 * blank or over-long field, a line break in the subject, an unknown or malformed placeholder,
 * or a required placeholder that appears in neither field. Empty when it can be saved.
 */
export function emailTextProblems(definition: EmailTextDefault, draft: EmailTextDraft): EmailTextProblems {
  const known = Object.keys(definition.placeholders);
  const problems: EmailTextProblems = {};
  const subject = draft.subject.trim();
  if (!subject) problems.subject = 'Please enter a subject.';
  else if (subject.length > EMAIL_SUBJECT_MAX_LENGTH)
    problems.subject = `The subject must be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters.`;
  else if (/[\r\n]/.test(draft.subject)) problems.subject = 'The subject must be one line.';
  else problems.subject = fieldProblem(subject, known);
  const body = draft.body.trim();
  if (!body) problems.body = 'Please enter the text of the e-mail.';
  else if (draft.body.length > EMAIL_BODY_MAX_LENGTH)
    problems.body = `The text must be at most ${EMAIL_BODY_MAX_LENGTH.toLocaleString('en-US')} characters.`;
  else problems.body = fieldProblem(body, known);
  if (!problems.subject && !problems.body) {
    const used = new Set([...placeholdersIn(subject), ...placeholdersIn(body)]);
    const lost = known.filter((name) => definition.placeholders[name]!.required && !used.has(name));
    if (lost.length > 0) {
      problems.body = `This e-mail must keep ${lost.map((name) => `{{${name}}}`).join(', ')}.`;
    }
  }
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as EmailTextProblems;
}

/**
 * The text with each placeholder replaced by its value, verbatim: the e-mails are plain text,
 * so a value holding HTML is only ever characters (the console's preview prints it as text too).
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name.trim()] ?? whole);
}

/** An e-mail's subject filled in, as one line: a value's line break never becomes a header. */
export function fillSubject(subject: string, values: Readonly<Record<string, string>>): string {
  return fillPlaceholders(subject, values).replace(/\s+/g, ' ').trim();
}
