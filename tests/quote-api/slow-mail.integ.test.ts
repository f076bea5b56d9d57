import net from 'node:net';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { maskEmail } from '@/lib/log';
import { listOutbox } from '@/lib/messaging/server';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { quoteBody } from '@/tests/helpers/quotes';

// A mail server that accepts connections and says nothing (nodemailer waits for its greeting
// far longer than this test may take) until it is told to drop them all.
const silentSockets = new Set<net.Socket>();
let dropping = false;
const silentMailServer = net.createServer((socket) =>
  dropping ? socket.destroy() : silentSockets.add(socket),
);
const dropConnections = () => {
  dropping = true;
  for (const socket of silentSockets) socket.destroy();
};

beforeAll(async () => {
  await new Promise<void>((resolve) => silentMailServer.listen(0, '127.0.0.1', resolve));
  const { port } = silentMailServer.address() as net.AddressInfo;
  // Read lazily by config(), so this configures the file's SMTP before the first quote.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});

afterAll(async () => {
  dropConnections();
  await new Promise((resolve) => silentMailServer.close(resolve));
});

/** The status of the address's latest message once it is no longer pending (at most 4 s). */
async function statusOnceSettled(recipient: string): Promise<string | undefined> {
  for (let waited = 0; ; waited += 50) {
    const status = (await listOutbox({ recipient }))[0]?.status;
    if (status !== 'pending' || waited >= 4000) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeWithDatabase('a quote while the mail server hangs', () => {
  it('is stored and answered at once, its e-mails waiting in the outbox; a dropped connection is recorded', async () => {
    dropping = false;
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = quoteBody();
    const response = await POST(
      jsonRequest('/api/quote-service/public/v1/quotes', body, {
        headers: { 'Idempotency-Key': `slow-${Date.now()}` },
      }),
      undefined,
    );
    expect(response.status).toBe(201);
    const [confirmation] = await listOutbox({ recipient: body.contactEmail });
    expect(confirmation).toMatchObject({ transport: 'smtp', status: 'pending' });

    dropConnections();
    expect(await statusOnceSettled(body.contactEmail)).toBe('failed');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(
        `[outbox] email to ${maskEmail(body.contactEmail)} via smtp failed (attempt 1 of`,
      ),
    );
  });
});
