import type { FormState } from './form-state';

/**
 * A form's own answer: a success announced politely, a refusal as an alert. Its own module so
 * a form outside the console (the customer's certificate form) takes it without the console's
 * fields.
 */
export function FormMessage({ state }: { state: FormState }) {
  if (state.status === 'idle' || !state.message) return null;
  return state.status === 'ok' ? (
    <p role="status" className="text-sm font-semibold whitespace-pre-line text-green-800">
      {state.message}
    </p>
  ) : (
    <p role="alert" className="text-sm font-semibold whitespace-pre-line text-red-700">
      {state.message}
    </p>
  );
}
