'use server';

import { z } from 'zod';
import { formatDateTime } from '@/components/admin/format';
import type { FormState } from '@/components/admin/form-state';
import { markContactMessageHandled } from '@/lib/contact/server';
import { getDatabase } from '@/lib/db/server';
import { rotateSigningKey } from '@/lib/identity/server';
import { DomainError, invalidField } from '@/lib/errors';
import { requireStaff } from '@/lib/auth/server';
import { retryMessage } from '@/lib/messaging/server';
import {
  changeStage,
  quoteNumbersSchema,
  revisePrice,
  sendProof,
  startProduction,
} from '@/lib/orders/server';
import { sendAutomaticProof } from '@/lib/proofs/server';
import { addStaff, removeStaff } from '@/lib/staff/server';
import { recordPayment, refundPayment } from '@/lib/payments/server';
import { formatCents } from '@/lib/payments';
import { ORDER_STAGES, stageLabels } from '@/lib/orders';
import { artworkStorage } from '@/lib/storage/server';
import { presignQuerySchema } from '@/lib/storage';
import { staffActor, staffFormAction } from './form-action';

/*
 * The console's server actions. Each checks on the server that the caller is staff (in
 * staffFormAction) before reading anything, validates the form, and calls lib/orders.
 */

const quoteId = z.uuid({ message: 'No such quote.' });
const optionalText = z.string().optional();

const stageMove = z.object({
  quoteId,
  from: z.enum(ORDER_STAGES),
  to: z.enum(ORDER_STAGES, { message: 'Choose where the order goes.' }),
  note: optionalText,
  carrier: optionalText,
  trackingNumber: optionalText,
});

export async function moveStageAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, stageMove, async (input, staff) => {
    await changeStage({ ...input, actor: staffActor(staff) });
    return `Moved to ${stageLabels[input.to]}.`;
  });
}

/**
 * The board's "Start production" for the ticked orders, each through the single move's rule;
 * those refused are named with why. Each ticked card posts its number under `numbers`: they
 * are joined as the tickets URL writes them.
 */
export async function startProductionAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const ticked = formData instanceof FormData ? formData.getAll('numbers') : [];
  const posted = new FormData();
  posted.set('numbers', ticked.filter((value) => typeof value === 'string').join(','));
  return staffFormAction(posted, z.object({ numbers: quoteNumbersSchema }), async ({ numbers }, staff) => {
    const { moved, refused } = await startProduction({ numbers, actor: staffActor(staff) });
    const lines = [
      ...(moved.length ? [`Production started: ${moved.join(', ')}.`] : []),
      ...refused.map(({ number, reason }) => `Not started: ${number}: ${reason}`),
    ];
    if (moved.length === 0) throw invalidField('numbers', lines.join('\n'));
    return lines.join('\n');
  });
}

export async function revisePriceAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(
    formData,
    z.object({ quoteId, price: z.string(), reason: z.string() }),
    async (input, staff) => {
      const { totalCents } = await revisePrice({ ...input, actor: staffActor(staff) });
      return `Price revised: the total is now ${formatCents(totalCents)}; the customer is e-mailed.`;
    },
  );
}

/** Where the console's proof form PUTs the file: the artwork store's own upload URL. */
export async function presignProofAction(input: {
  fileName: string;
  fileType: string;
  fileSize: number;
}): Promise<{ uploadURL: string } | { error: string }> {
  await requireStaff();
  // An action can be called with anything: what is not an object names no file.
  const file: Partial<Record<string, unknown>> = typeof input === 'object' && input !== null ? input : {};
  const parsed = presignQuerySchema.safeParse({ ...file, fileSize: String(file.fileSize) });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'This file cannot be uploaded.' };
  return artworkStorage().presignUpload(parsed.data);
}

const proof = z.object({
  quoteId,
  fileUrl: z.url({ message: 'Please choose the proof file.' }),
  fileName: z.string().min(1, 'Please choose the proof file.'),
  fileType: z.string(),
  message: z.string(),
});

export async function sendProofAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(
    formData,
    proof,
    async ({ quoteId, fileUrl, fileName, fileType, message }, staff) => {
      const { version } = await sendProof({
        quoteId,
        upload: { fileUrl, fileName, fileType },
        message,
        actor: staffActor(staff),
      });
      return `Proof ${version} sent to the customer.`;
    },
  );
}

/** Sends the automatic proof drawn on submission, as an uploaded proof is sent (issue 32 §2). */
export async function sendAutomaticProofAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, z.object({ quoteId }), async (input, staff) => {
    const { version } = await sendAutomaticProof({ quoteId: input.quoteId, actor: staffActor(staff) });
    return `Proof ${version} sent to the customer.`;
  });
}

// Amounts and methods are checked by lib/payments, which names the field it refuses.
const payment = z.object({ quoteId, method: z.string(), amount: z.string(), reference: optionalText });

export async function recordPaymentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, payment, async (input, staff) => {
    const { amountCents } = await recordPayment({ ...input, recordedBy: staffActor(staff).name });
    return `Payment of ${formatCents(amountCents)} recorded.`;
  });
}

const refund = z.object({
  quoteId,
  paymentId: z.uuid({ message: 'No such payment.' }),
  amount: z.string(),
  reason: z.string(),
});

export async function refundPaymentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, refund, async (input, staff) => {
    const { amountCents, toCard } = await refundPayment({ ...input, recordedBy: staffActor(staff).name });
    return `Refunded ${formatCents(amountCents)}${toCard ? ' to the card' : ''}; the customer is e-mailed.`;
  });
}

const contactMessage = z.object({ id: z.uuid({ message: 'No such message.' }) });

export async function markHandledAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, contactMessage, async ({ id }, staff) => {
    const handled = await markContactMessageHandled(id, staff.email);
    return handled ? 'Marked handled.' : 'This message was already handled.';
  });
}

export async function retryMessageAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(
    formData,
    z.object({ id: z.uuid({ message: 'No such message.' }) }),
    async ({ id }) => {
      const message = await retryMessage(id);
      if (!message) return 'This message is not waiting for a retry.';
      return message.status === 'sent' ? 'Sent.' : `Tried again: ${message.status.replace('_', ' ')}.`;
    },
  );
}

const staffEmail = z.object({ email: z.string().min(1, 'Please enter an e-mail address.') });

export async function addStaffAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, staffEmail, async ({ email }, staff) => {
    await addStaff({ email, addedBy: staff.email });
    return `${email.trim().toLowerCase()} is now staff (from their next sign-in).`;
  });
}

export async function removeStaffAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, staffEmail, async ({ email }, staff) => {
    await removeStaff({ email, removedBy: staff.email });
    return `${email} is no longer staff.`;
  });
}

/**
 * Replaces the token signing key now (after a suspected leak, or by policy). The new key signs
 * once every instance has learned it; the old one keeps verifying until its tokens expire.
 */
export async function rotateSigningKeyAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const confirmed = z.object({ confirm: z.literal('yes', { message: 'Tick the box to confirm.' }) });
  return staffFormAction(formData, confirmed, async () => {
    const rotation = await rotateSigningKey((await getDatabase()).db);
    if (!rotation.rotated) throw new DomainError('conflict', rotation.reason);
    return `A new signing key was added: it signs from ${formatDateTime(rotation.signsFrom)}.`;
  });
}
