import '@testing-library/jest-dom';
import { format } from 'node:util';

// The key that seals the identity service's signing keys: given, so tests never write one into
// ./data (the generated one is tested with a data directory of its own).
process.env.IDENTITY_KEY_SECRET ??= 'jest-identity-key-secret-0123456789abcdef';

// The log transport prints every message it delivers (that is how a newcomer reads their
// codes). In tests those lines are expected, and a message sent after its request has been
// answered may print after its test has ended; tests that check them use captureLogLines.
const printInfo = console.info.bind(console);
console.info = (...args: unknown[]) => {
  if (!format(...args).startsWith('[outbox] ')) printInfo(...args);
};
