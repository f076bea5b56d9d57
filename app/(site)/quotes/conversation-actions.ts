'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import type { FormState } from '@/components/admin/form-state';
import { domainErrorOf } from '@/lib/errors';
import { controlCharacterProblems, postedText } from '@/lib/http/server';
import { artworkStorage } from '@/lib/storage/server';
import { presignQuerySchema } from '@/lib/storage';
import { currentViewer, quoteForViewer, replyOnQuote } from '@/lib/orders/server';

const NOT_FOUND_MESSAGE = 'This quote cannot be found. Please open it again from your e-mail or dashboard.';

const quoteFields = { number: z.string().min(1).max(40), accessToken: z.string().max(200).optional() };

/** The quote the visitor may write on (signed-in owner, or the quote's unexpired link), else not_found. */
async function writableQuote(number: string, accessToken: string | undefined) {
  return quoteForViewer({ number, ...(await currentViewer(accessToken)) });
}

const objectOf = (input: unknown): Partial<Record<string, unknown>> =>
  typeof input === 'object' && input !== null ? input : {};

/**
 * Where the reply form PUTs an attachment: the artwork store's URL, for a visitor who may see
 * the quote. The page binds `quoteInput` (its number and link token); both arguments are
 * checked as anything a caller could send.
 */
export async function presignReplyAttachmentAction(
  quoteInput: unknown,
  fileInput: unknown,
): Promise<{ uploadURL: string } | { error: string }> {
  const quote = z.object(quoteFields).safeParse(objectOf(quoteInput));
  const posted = objectOf(fileInput);
  const file = presignQuerySchema.safeParse({ ...posted, fileSize: String(posted.fileSize) });
  if (!quote.success) return { error: NOT_FOUND_MESSAGE };
  if (!file.success) return { error: file.error.issues[0]?.message ?? 'This file cannot be uploaded.' };
  try {
    await writableQuote(quote.data.number, quote.data.accessToken);
  } catch (thrown) {
    if (domainErrorOf(thrown)?.kind === 'not_found') return { error: NOT_FOUND_MESSAGE };
    throw thrown;
  }
  return artworkStorage().presignUpload(file.data);
}

const reply = z.object({
  ...quoteFields,
  message: z.string(),
  fileUrl: z.url().optional(),
  fileName: z.string().optional(),
  fileType: z.string().optional(),
});

/** The quote page's reply form posts here (signed in or through the e-mailed link). */
export async function replyOnQuoteAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = postedText(form);
  const refused = (message: string, field?: string): FormState => ({
    status: 'error',
    message,
    ...(field ? { errors: { [field]: message } } : {}),
    values,
  });
  const control = controlCharacterProblems(values, ['message'])[0];
  if (control) return refused(control.clientMessage, control.location);
  const parsed = reply.safeParse(values);
  if (!parsed.success) return refused(NOT_FOUND_MESSAGE);
  const { number, accessToken, message, fileUrl, fileName, fileType } = parsed.data;
  try {
    const viewer = await currentViewer(accessToken);
    const quote = await quoteForViewer({ number, ...viewer });
    await replyOnQuote({
      quote,
      message,
      ...(fileUrl ? { attachment: { fileUrl, fileName: fileName ?? '', fileType: fileType ?? '' } } : {}),
      authorName: viewer.user?.name ?? quote.contactName,
    });
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (!error) throw thrown;
    if (error.kind === 'not_found') return refused(NOT_FOUND_MESSAGE);
    return refused(error.message, error.details.field);
  }
  refresh();
  return { status: 'ok', message: 'Message sent. We will answer by e-mail and on this page.' };
}
