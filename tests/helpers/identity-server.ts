import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listOutbox } from '@/lib/messaging/server';

type Handler = (request: Request) => Promise<Response>;

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/**
 * A real HTTP server on 127.0.0.1 in front of a route handler, so clients nobody here wrote
 * (the AWS SDK, aws-amplify) talk to it over the wire exactly as they would in production.
 */
export async function startHandlerServer(
  handler: Handler,
): Promise<{ url: string; close: () => Promise<void> }> {
  let origin = '';
  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const response = await handler(await toRequest(incoming, origin));
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      outgoing.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/api/identity`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The newest 6-digit code sent to `recipient` (an e-mail address or a phone number). */
export async function latestCode(recipient: string): Promise<string> {
  const [message] = await listOutbox({ recipient, limit: 1 });
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code has been sent to ${recipient}.`);
  return code;
}

/** A settable clock for the identity service's timing rules. */
export function testClock(start = new Date('2026-03-02T17:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    millis: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export type IdentityReply = { status: number; type?: string; body: Record<string, unknown> };

/** One Cognito JSON-protocol call straight into a handler, as the SDK would frame it. */
export async function identityCall(
  handler: Handler,
  operation: string,
  body: unknown,
  options: { invocationId?: string; address?: string } = {},
): Promise<IdentityReply> {
  const response = await handler(
    new Request('http://localhost:3000/api/identity', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        'x-forwarded-for': options.address ?? '203.0.113.7',
        ...(options.invocationId ? { 'amz-sdk-invocation-id': options.invocationId } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const parsed = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    type: typeof parsed.__type === 'string' ? parsed.__type : undefined,
    body: parsed,
  };
}
