/**
 * Where sending the quote stands (client-safe, pure): being edited, being sent (with the
 * artwork upload's progress), or sent. The wizard's submit button, its errors and its focus
 * follow this one state, so no combination of flags can say "sending" and "sent" at once.
 */
export type Submission = {
  phase: 'editing' | 'sending' | 'sent';
  /** Whether the form's errors show: from the first try the form's rules refused, on. */
  showErrors: boolean;
  /** Tries the rules refused: each one moves the focus to the first field in error. */
  refusedTries: number;
  /** The artwork upload's progress while sending, 0 to 1; undefined when nothing uploads. */
  progress?: number;
};

export type SubmissionEvent =
  | { type: 'refused' }
  | { type: 'started' }
  | { type: 'progressed'; fraction: number }
  | { type: 'sent' }
  | { type: 'failed' };

export const initialSubmission: Submission = { phase: 'editing', showErrors: false, refusedTries: 0 };

/** The next state after `event`; an event that does not fit the phase (a late progress report) changes nothing. */
export function nextSubmission(state: Submission, event: SubmissionEvent): Submission {
  switch (event.type) {
    case 'refused':
      return state.phase === 'editing'
        ? { ...state, showErrors: true, refusedTries: state.refusedTries + 1 }
        : state;
    case 'started':
      return state.phase === 'editing' ? { ...state, phase: 'sending', progress: undefined } : state;
    case 'progressed':
      return state.phase === 'sending' ? { ...state, progress: event.fraction } : state;
    case 'sent':
      return state.phase === 'sending' ? { ...state, phase: 'sent' } : state;
    case 'failed':
      // Everything typed stays; the form can be sent again.
      return state.phase === 'sending' ? { ...state, phase: 'editing', progress: undefined } : state;
  }
}
