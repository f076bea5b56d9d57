import { initialSubmission, nextSubmission, type Submission, type SubmissionEvent } from './submission';

const after = (...events: SubmissionEvent[]): Submission => events.reduce(nextSubmission, initialSubmission);

describe('sending the quote', () => {
  it('shows no errors until a try is refused, then keeps showing them and counts each refused try', () => {
    expect(initialSubmission).toEqual({ phase: 'editing', showErrors: false, refusedTries: 0 });
    expect(after({ type: 'refused' })).toEqual({ phase: 'editing', showErrors: true, refusedTries: 1 });
    expect(after({ type: 'refused' }, { type: 'refused' }).refusedTries).toBe(2);
  });

  it('reports the upload’s progress while sending, then is sent', () => {
    const sending = after({ type: 'started' }, { type: 'progressed', fraction: 0.4 });
    expect(sending).toMatchObject({ phase: 'sending', progress: 0.4 });
    expect(nextSubmission(sending, { type: 'sent' }).phase).toBe('sent');
  });

  it('returns to editing after a failure, errors as they were and no progress bar', () => {
    const failed = after(
      { type: 'refused' },
      { type: 'started' },
      { type: 'progressed', fraction: 0.9 },
      { type: 'failed' },
    );
    expect(failed).toEqual({ phase: 'editing', showErrors: true, refusedTries: 1, progress: undefined });
    // It can be sent again.
    expect(nextSubmission(failed, { type: 'started' }).phase).toBe('sending');
  });

  it('ignores what does not fit: a second start, a late progress report, a refusal while sending, anything once sent', () => {
    const sending = after({ type: 'started' });
    expect(nextSubmission(sending, { type: 'started' })).toBe(sending);
    expect(nextSubmission(sending, { type: 'refused' })).toBe(sending);
    const editing = after({ type: 'started' }, { type: 'failed' });
    expect(nextSubmission(editing, { type: 'progressed', fraction: 1 })).toBe(editing);
    expect(nextSubmission(editing, { type: 'sent' })).toBe(editing);
    const sent = after({ type: 'started' }, { type: 'sent' });
    for (const event of [
      { type: 'started' },
      { type: 'refused' },
      { type: 'failed' },
      { type: 'progressed', fraction: 0.5 },
    ] as const)
      expect(nextSubmission(sent, event)).toBe(sent);
  });
});
