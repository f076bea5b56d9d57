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
 *
 * Each statement is also kept prepared, by its SQL (the most recent STATEMENTS_KEPT): PostgreSQL
 * then parses it once, and keeps a plan once it finds one plan serves every value (its own
 * choice, made per statement after five runs). In the WebAssembly engine, planning a join on
 * the quotes table (17 indexes to weigh) cost four times what running it did.
 */
export function oneTripClient(pglite: PGlite): PGlite {
  const statements = preparedStatements();
  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const values = textForms(params, options);
    if (!values) return pglite.query<T>(text, params, options);
    return pglite._checkReady().then(() =>
      pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const results = await runOnce<T>(pglite, statements, text, values, options);
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
            return pglite._runExclusiveQuery(() => runOnce<R>(pglite, statements, text, values, options));
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

/** Statements kept prepared at once; each holds a little of the engine's memory. */
const STATEMENTS_KEPT = 100;

type PreparedStatements = ReturnType<typeof preparedStatements>;

/** The names of the statements kept prepared, by their SQL, the most recently used last. */
function preparedStatements() {
  const names = new Map<string, string>();
  let made = 0;
  return {
    /** The kept statement's name, now the most recently used, or undefined. */
    use(text: string): string | undefined {
      const name = names.get(text);
      if (name !== undefined) {
        names.delete(text);
        names.set(text, name);
      }
      return name;
    },
    /** A name never used before, for a statement about to be prepared. */
    newName: () => `q${(made += 1)}`,
    keep(text: string, name: string): void {
      names.set(text, name);
    },
    /** The least recently used statement, forgotten here, when there are too many to keep one more. */
    evict(): string | undefined {
      if (names.size < STATEMENTS_KEPT) return undefined;
      const [text, name] = names.entries().next().value!;
      names.delete(text);
      return name;
    },
  };
}

/**
 * Bind, Describe, Execute and Sync in one message, after the statement's Parse when it is not kept
 * yet (and the Close of the one it displaces); an error skips to the Sync, as in PGlite's own.
 */
async function runOnce<T>(
  pglite: PGlite,
  statements: PreparedStatements,
  text: string,
  values: (string | null)[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const { serialize } = protocol;
  const kept = statements.use(text);
  const name = kept ?? statements.newName();
  const displaced = kept ? undefined : statements.evict();
  const message = Buffer.concat([
    ...(displaced ? [serialize.close({ type: 'S', name: displaced })] : []),
    ...(kept ? [] : [serialize.parse({ name, text })]),
    serialize.bind({ statement: name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  let messages: Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
  try {
    ({ messages } = await pglite.execProtocol(message, { syncToFs: false }));
  } catch (error) {
    // A new statement that parsed and then failed to run would stay prepared, unnamed by us.
    if (!kept)
      await pglite
        .execProtocol(Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
          syncToFs: false,
        })
        .catch(() => undefined);
    throw error;
  }
  if (!kept) statements.keep(text, name);
  // PGlite's parseResults copies all its ~300 type parsers into a new object whenever a query
  // brings parsers of its own (drizzle's every query brings nine); one over PGlite's, read
  // through the prototype, costs nothing of the kind.
  const { parsers, ...rest } = options ?? {};
  const typeParsers: typeof pglite.parsers = parsers
    ? Object.assign(Object.create(pglite.parsers) as typeof pglite.parsers, parsers)
    : pglite.parsers;
  return parse.parseResults(messages, typeParsers, rest)[0] as Results<T>;
}
