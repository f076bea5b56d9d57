import { eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { apiRoute } from '@/lib/http/server';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { describeError, escapeForLog, logLine } from './index';

describe('log lines', () => {
  it('escape every control character and line separator in interpolated values', () => {
    const value = 'a\r\nb\u0000c\u001b[31md\u007f\u0085e\u2028f\tg';
    expect(escapeForLog(value)).toBe('a\\r\\nb\\u0000c\\u001b[31md\\u007f\\u0085e\\u2028f\\tg');
    expect(logLine`[outbox] email to ${'x@example.com\n[outbox] sms to +1555'}: ${42}`).toBe(
      '[outbox] email to x@example.com\\n[outbox] sms to +1555: 42',
    );
  });

  it('describe an error on one line, with its stack frames below', () => {
    const error = new TypeError('bad\nthing');
    const [summary, ...frames] = describeError(error).split('\n');
    expect(summary).toBe('TypeError: bad\\nthing');
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((frame) => frame.startsWith('    at '))).toBe(true);
  });
});

describeWithDatabase('the log of a failed query', () => {
  afterEach(() => jest.restoreAllMocks());

  it('names the database error but none of the personal data in the query or its message', async () => {
    const logged: string[] = [];
    jest
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    const route = apiRoute(
      async () => {
        const { db } = await getDatabase();
        // The id column is a uuid: PostgreSQL refuses the value, and its message repeats it.
        await db
          .select()
          .from(tables.contactMessages)
          .where(eq(tables.contactMessages.id, 'ana.flores@example.com'));
        return new Response(null, { status: 204 });
      },
      { stateChanging: true },
    );
    const response = await route(jsonRequest('/api/contact', {}), undefined);
    expect(response.status).toBe(500);

    const output = logged.join('\n');
    expect(output).toMatch(
      /^\[api\] POST \/api\/contact failed: Failed query \(parameters not logged\): \w*error \[22P02\]: invalid input syntax for type uuid/m,
    );
    expect(output).not.toContain('ana.flores@example.com');
    expect(output).not.toMatch(/params:/);
  });
});
