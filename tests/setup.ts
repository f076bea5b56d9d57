import '@testing-library/jest-dom';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';

// The key that seals the identity service's signing keys: given, so tests never write one into
// ./data (the generated one is tested with a data directory of its own).
process.env.IDENTITY_KEY_SECRET ??= 'jest-identity-key-secret-0123456789abcdef';
// Cheap password hashes: the lockout and timing tests count hashes, hundreds of them, not their cost.
process.env.IDENTITY_PASSWORD_COST ??= '10';

// No test file touches the checkout's own ./data: a server started on this checkout may hold its
// embedded database, and two processes on one PGlite directory break it for good. Each file gets
// a temporary data directory (tests/helpers/quotes.ts testDataDir names it).
const temporaryDataDir = mkdtempSync(path.join(os.tmpdir(), 'print-shop-test-'));
process.env.DATA_DIR = temporaryDataDir;
afterAll(() => rmSync(temporaryDataDir, { recursive: true, force: true }));

// The log transport prints every message it delivers (that is how a newcomer reads their
// codes). In tests those lines are expected, and a message sent after its request has been
// answered may print after its test has ended; tests that check them use captureLogLines.
const printInfo = console.info.bind(console);
console.info = (...args: unknown[]) => {
  if (!format(...args).startsWith('[outbox] ')) printInfo(...args);
};

// aws-amplify's SRP arithmetic (a copy of jsbn) picks its multiplication by sniffing `navigator`:
// every browser reports appName 'Netscape' and gets the fast one, and so did Node 20, which has
// no navigator. Node 21 and later have one without appName, which jsbn takes for an old browser:
// its other multiplication ran each SRP modPow about 30 times slower in Jest's context (5 s), so
// every Amplify sign-in took long enough on Node 24 for tests to time out. Node stands in for
// the browser here, so it says what browsers say (before any test file loads Amplify).
if (typeof navigator !== 'undefined' && !('appName' in navigator)) {
  Object.defineProperty(navigator, 'appName', { value: 'Netscape' });
}
