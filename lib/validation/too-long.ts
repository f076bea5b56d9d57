/**
 * An exceeded length limit gets its own message naming the limit (the spec has none, and
 * "Name is required." for a name that is too long sends the customer looking for nothing).
 */
export const tooLongMessage = (field: string, maxLength: number) =>
  `${field} must be at most ${maxLength} characters.`;
