'use server';

import { z } from 'zod';
import type { FormState } from '@/components/admin/form-state';
import { writeOnQuote } from '@/lib/orders/server';
import { staffActor, staffFormAction } from './form-action';

const message = z.object({
  quoteId: z.uuid({ message: 'No such quote.' }),
  message: z.string(),
  audience: z.enum(['customer', 'internal'], { message: 'Choose whether the customer reads it.' }),
  fileUrl: z.url({ message: 'Please choose the file again.' }).optional(),
  fileName: z.string().optional(),
  fileType: z.string().optional(),
});

/** The conversation's form: a message e-mailed to the customer, or an internal note. */
export async function writeOnQuoteAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, message, async (input, staff) => {
    const internal = input.audience === 'internal';
    await writeOnQuote({
      quoteId: input.quoteId,
      message: input.message,
      internal,
      ...(input.fileUrl
        ? {
            attachment: {
              fileUrl: input.fileUrl,
              fileName: input.fileName ?? '',
              fileType: input.fileType ?? '',
            },
          }
        : {}),
      actor: staffActor(staff),
    });
    return internal ? 'Internal note added.' : 'Message sent to the customer.';
  });
}
