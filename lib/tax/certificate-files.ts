/**
 * Certificate files: the types a scan or an exported form comes in, and at most 10 MB. Apart
 * from the zod schemas so the customer's form checks a file without shipping zod.
 */
export const CERTIFICATE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const certificateFileMessages = {
  type: 'Please upload the certificate as a PDF, PNG or JPEG file.',
  tooLarge: 'The certificate file must be at most 10 MB.',
  missing: 'Please choose the certificate file.',
};
