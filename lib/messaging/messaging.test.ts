import { listOutbox, sendMessage } from '@/lib/messaging';
import { describeWithDatabase } from '@/tests/helpers/database';

describeWithDatabase('messaging through the outbox', () => {
  it('records an e-mail and an SMS and lists them newest first', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const email = await sendMessage({ channel: 'email', to: 'ana@example.com', subject: 'Your quote', text: 'Thanks!' });
    const sms = await sendMessage({ channel: 'sms', to: '+19495550100', text: 'Your code is 123456' });
    expect(email).toMatchObject({ channel: 'email', recipient: 'ana@example.com', subject: 'Your quote', status: 'logged', transport: 'outbox' });
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+19495550100', subject: null, body: 'Your code is 123456' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[outbox] sms to +19495550100'));

    const all = await listOutbox();
    expect(all.slice(0, 2).map((entry) => entry.id)).toEqual([sms.id, email.id]);
    const forAna = await listOutbox({ recipient: 'ana@example.com' });
    expect(forAna.map((entry) => entry.id)).toEqual([email.id]);
    log.mockRestore();
  });
});
