import { z } from 'zod';
import { artworkTypeMessage, isArtworkType } from './file-types';

/** The presign request's query (spec §7): the file's name and its declared content type. */
export const presignQuerySchema = z.object({
  fileName: z
    .string({ error: 'fileName is required.' })
    .trim()
    .min(1, 'fileName is required.')
    .max(255, 'fileName is too long.'),
  fileType: z.string({ error: artworkTypeMessage }).refine(isArtworkType, artworkTypeMessage),
});
