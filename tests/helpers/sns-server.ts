import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PublishCall = {
  phoneNumber: string | null;
  message: string | null;
  /** Message attributes by name: their StringValue. */
  attributes: Record<string, string>;
  authorization: string | undefined;
};

type Failure = { status: number; code: string; message: string };

const NAMESPACE = 'http://sns.amazonaws.com/doc/2010-03-31/';

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A local HTTP endpoint speaking as much of SNS's query protocol as Publish needs: it reads
 * the form-encoded call, records it, and answers a PublishResponse, or the error it was told
 * to answer (a 500, throttling, a bad number) for the next calls.
 */
export class SnsServer {
  readonly publishes: PublishCall[] = [];
  private failures: Failure[] = [];
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => this.answer(request, Buffer.concat(chunks).toString('utf8'), response));
  });

  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `times` calls fail this way (the SDK's own retries count as calls). */
  failNext(times: number, failure: Failure): void {
    this.failures.push(...Array.from({ length: times }, () => failure));
  }

  /** Answers every call normally again. */
  recover(): void {
    this.failures = [];
  }

  private answer(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const form = new URLSearchParams(body);
    const requestId = randomUUID();
    if (request.method !== 'POST' || form.get('Action') !== 'Publish') {
      return this.error(response, requestId, {
        status: 400,
        code: 'InvalidAction',
        message: 'Only Publish is served here.',
      });
    }
    const failure = this.failures.shift();
    if (failure) return this.error(response, requestId, failure);

    const attributes: Record<string, string> = {};
    for (let index = 1; form.has(`MessageAttributes.entry.${index}.Name`); index += 1) {
      attributes[form.get(`MessageAttributes.entry.${index}.Name`)!] =
        form.get(`MessageAttributes.entry.${index}.Value.StringValue`) ?? '';
    }
    this.publishes.push({
      phoneNumber: form.get('PhoneNumber'),
      message: form.get('Message'),
      attributes,
      authorization: request.headers.authorization,
    });
    response.writeHead(200, { 'content-type': 'text/xml', 'x-amzn-requestid': requestId });
    response.end(
      `<PublishResponse xmlns="${NAMESPACE}"><PublishResult><MessageId>${randomUUID()}</MessageId></PublishResult>` +
        `<ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata></PublishResponse>`,
    );
  }

  private error(response: http.ServerResponse, requestId: string, failure: Failure) {
    response.writeHead(failure.status, { 'content-type': 'text/xml', 'x-amzn-requestid': requestId });
    response.end(
      `<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>${failure.status >= 500 ? 'Receiver' : 'Sender'}</Type>` +
        `<Code>${xmlText(failure.code)}</Code><Message>${xmlText(failure.message)}</Message></Error>` +
        `<RequestId>${requestId}</RequestId></ErrorResponse>`,
    );
  }
}
