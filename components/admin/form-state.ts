/**
 * What a console form's server action answers: a message for the whole form, field errors by
 * field name, and what the user typed (so a refused form comes back as they left it).
 */
export type FormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

export const idleForm: FormState = { status: 'idle' };

export type FormAction = (previous: FormState, formData: FormData) => Promise<FormState>;
