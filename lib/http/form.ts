/**
 * The text fields of a posted form (files and React's own `$ACTION` fields left out). A server
 * action is an endpoint anyone can call with any arguments React can encode: anything that is
 * not a FormData reads as an empty form, which every action then refuses field by field.
 */
export function postedText(form: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!(form instanceof FormData)) return values;
  for (const [key, value] of form) {
    if (typeof value === 'string' && !key.startsWith('$ACTION')) values[key] = value;
  }
  return values;
}
