import 'server-only';
import { eq } from 'drizzle-orm';
import {
  emailTextDefaults,
  type EmailTextDefault,
  type EmailTextKey,
  type EmailTextValues,
} from '@/content/email-texts';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { invalidField } from '@/lib/errors';
import { cacheTags, processCopyPerRevision, publishChange } from '@/lib/site-cache/server';
import { emailTextProblems, fillPlaceholders, fillSubject, type EmailTextDraft } from './rules';

type StoredText = typeof tables.emailTexts.$inferSelect;

/** One e-mail text as the console lists it: the words in force and whether staff edited them. */
export type EmailText = EmailTextDraft & {
  key: EmailTextKey;
  definition: EmailTextDefault;
  edited?: { by: string; at: Date };
};

const isEmailTextKey = (key: string): key is EmailTextKey => Object.hasOwn(emailTextDefaults, key);

async function readStoredTexts(db: Database): Promise<Map<string, StoredText>> {
  const rows = await db.select().from(tables.emailTexts);
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * The edited texts, from this process's copy until the `email-texts` revision moves (a save on
 * any instance publishes one): a send costs the revision's reading, shared by the request.
 */
const storedTexts = processCopyPerRevision(cacheTags.emailTexts, readStoredTexts);

function textOf(key: EmailTextKey, stored: StoredText | undefined): EmailText {
  const definition = emailTextDefaults[key];
  return stored
    ? {
        key,
        definition,
        subject: stored.subject,
        body: stored.body,
        edited: { by: stored.updatedBy, at: stored.updatedAt },
      }
    : { key, definition, subject: definition.subject, body: definition.body };
}

/** Every e-mail text the shop sends, in the order content/email-texts.ts lists them. */
export async function listEmailTexts(): Promise<EmailText[]> {
  const stored = await storedTexts.get((await getDatabase()).db);
  return (Object.keys(emailTextDefaults) as EmailTextKey[]).map((key) => textOf(key, stored.get(key)));
}

/** One e-mail text, or undefined for a key that names none. */
export async function findEmailText(key: string): Promise<EmailText | undefined> {
  if (!isEmailTextKey(key)) return undefined;
  const stored = await storedTexts.get((await getDatabase()).db);
  return textOf(key, stored.get(key));
}

/** Fills in e-mail texts: see `emailComposer`. */
export type ComposeEmail = <Key extends EmailTextKey>(
  key: Key,
  values: EmailTextValues<Key>,
) => { subject: string; text: string };

/**
 * A composer of the texts in force now (staff's edits, else the defaults). Senders take one
 * before opening their transaction, so composing inside it reads nothing more. A stored text
 * was checked when saved, so every required value has its place.
 */
export async function emailComposer(): Promise<ComposeEmail> {
  const stored = await storedTexts.get((await getDatabase()).db);
  return (key, values) => {
    const { subject, body } = textOf(key, stored.get(key));
    return { subject: fillSubject(subject, values), text: fillPlaceholders(body, values) };
  };
}

async function published(db: Database, change: Promise<unknown>): Promise<void> {
  await change;
  storedTexts.forget(db);
  await publishChange([cacheTags.emailTexts], db);
}

/**
 * Saves staff's words for `key`, refused by field (invalid_input naming subject or body) when
 * a placeholder is unknown, malformed or a required one is lost.
 */
export async function saveEmailText(key: string, draft: EmailTextDraft, updatedBy: string): Promise<void> {
  if (!isEmailTextKey(key)) throw invalidField('key', 'No such e-mail.');
  const problems = emailTextProblems(emailTextDefaults[key], draft);
  const [field, problem] = Object.entries(problems)[0] ?? [];
  if (field && problem) throw invalidField(field, problem);
  const { db } = await getDatabase();
  const text = { subject: draft.subject.trim(), body: draft.body.trim(), updatedBy, updatedAt: new Date() };
  await published(
    db,
    db
      .insert(tables.emailTexts)
      .values({ key, ...text })
      .onConflictDoUpdate({ target: tables.emailTexts.key, set: text }),
  );
}

/** Puts `key` back to its default wording. */
export async function resetEmailText(key: string): Promise<void> {
  if (!isEmailTextKey(key)) throw invalidField('key', 'No such e-mail.');
  const { db } = await getDatabase();
  await published(db, db.delete(tables.emailTexts).where(eq(tables.emailTexts.key, key)));
}
