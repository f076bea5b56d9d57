/** Page search params as Next passes them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The named query values as form defaults (a repeated or missing parameter gives ''). */
export async function prefillFrom<Key extends string>(
  searchParams: SearchParams,
  keys: readonly Key[],
): Promise<Record<Key, string>> {
  const query = await searchParams;
  const values = {} as Record<Key, string>;
  for (const key of keys) {
    const value = query[key];
    values[key] = typeof value === 'string' ? value : '';
  }
  return values;
}
