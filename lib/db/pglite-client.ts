import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * The PGlite client drizzle is given: each parameterised query in one call into PostgreSQL
 * instead of six.
 *
 * PGlite's own `query` first asks the server for the parameters' types (Parse, Describe), then
 * binds and runs the statement, each message in a call of its own into the WebAssembly engine;
 * those calls, not the statements, were most of an embedded quote's database time. A parameter
 * whose text form does not depend on its type (a string, number, boolean, date or bytes, which
 * is every one drizzle sends) needs no such question: PostgreSQL reads the text as the type it
 * infers, as it does for node-postgres. So Parse, Bind, Describe, Execute and Sync go in one
 * message, and PGlite's own result parsing reads the answer. A query with an object or array
 * parameter (whose text depends on the type: JSON, an array literal) or PGlite-only options
 * still goes through PGlite's `query`.
 */
export function oneTripClient(pglite: PGlite): PGlite {
  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const values = textForms(params, options);
    if (!values) return pglite.query<T>(text, params, options);
    return pglite._checkReady().then(() =>
      pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const results = await runOnce<T>(pglite, text, values, options);
          await pglite.syncToFs();
          return results;
        }),
      ),
    );
  };
  const transaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
    pglite.transaction((tx) =>
      work(
        Object.assign(Object.create(tx) as Transaction, {
          query: <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
            const values = textForms(params, options);
            // PGlite's transaction refuses work after it closed; its own query says so.
            if (!values || tx.closed) return tx.query<R>(text, params, options);
            return pglite._runExclusiveQuery(() => runOnce<R>(pglite, text, values, options));
          },
        }),
      ),
    );
  // Everything else is PGlite's own, called on PGlite itself (its state is private to it).
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Each parameter as the text PostgreSQL reads for any type it may infer, or undefined when one
 * has no such form (or the options ask for PGlite's own handling).
 */
function textForms(params: unknown[], options?: QueryOptions): (string | null)[] | undefined {
  if (options?.paramTypes || options?.serializers || options?.blob) return undefined;
  const values: (string | null)[] = [];
  for (const value of params) {
    if (value === null || value === undefined) values.push(null);
    else if (typeof value === 'string') values.push(value);
    else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      values.push(String(value));
    else if (value instanceof Date) values.push(value.toISOString());
    else if (value instanceof Uint8Array) values.push(`\\x${Buffer.from(value).toString('hex')}`);
    else return undefined;
  }
  return values;
}

/** Parse, Bind, Describe, Execute and Sync in one message; an error skips to the Sync, as in PGlite's own. */
async function runOnce<T>(
  pglite: PGlite,
  text: string,
  values: (string | null)[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const { serialize } = protocol;
  const message = Buffer.concat([
    serialize.parse({ text }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const { messages } = await pglite.execProtocol(message, { syncToFs: false });
  return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
}
