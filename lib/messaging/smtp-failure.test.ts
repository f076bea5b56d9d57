import { sendMessage } from '@/lib/messaging';
import { describeWithDatabase } from '@/tests/helpers/database';

// Read lazily by config(), so setting it before the first send configures this file's SMTP.
// Nothing listens on port 9: the connection is refused at once.
process.env.SMTP_URL = 'smtp://127.0.0.1:9';

describeWithDatabase('messaging when SMTP is down', () => {
  it('keeps the message in the outbox, marked failed with the reason, and does not throw', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = await sendMessage({ channel: 'email', to: 'bo@example.com', subject: 'Hello', text: 'Body' });
    expect(entry.transport).toBe('smtp');
    expect(entry.status).toBe('failed');
    expect(entry.error).toMatch(/ECONNREFUSED|connect/i);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SMTP delivery to bo@example.com failed'));
  });
});
