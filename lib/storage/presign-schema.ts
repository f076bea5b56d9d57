import { z } from 'zod';
import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { fileSizeMb } from '@/lib/quotes';
import { quoteMessages } from '@/lib/validation';
import { artworkTypeMessage, isArtworkType } from './file-types';

const fileSizeMessage = 'fileSize must be the file size in bytes (a whole number, at least 1).';

/** The presign request's query (spec §7): the file's name, its declared content type and, optionally, its size. */
export const presignQuerySchema = z.object({
  fileName: z
    .string({ error: 'fileName is required.' })
    .trim()
    .min(1, 'fileName is required.')
    .max(255, 'fileName is too long.'),
  fileType: z.string({ error: artworkTypeMessage }).refine(isArtworkType, artworkTypeMessage),
  // Digits only: Number() would also take '1e3', ' 12 ' or '0x10'. 15 digits stay exact in a double.
  fileSize: z
    .string({ error: fileSizeMessage })
    .regex(/^[0-9]{1,15}$/, fileSizeMessage)
    .transform(Number)
    .refine((bytes) => bytes >= 1, fileSizeMessage)
    .refine((bytes) => bytes <= MAX_ARTWORK_BYTES, {
      error: (issue) => quoteMessages.fileTooLarge(fileSizeMb(Number(issue.input))),
    })
    .optional(),
});
