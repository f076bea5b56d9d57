import type { QuoteDraft } from '../draft';

/** What a step of the wizard is given: its heading, the draft, the fields' messages, and how to change the draft. */
export type StepProps = {
  heading: string;
  draft: QuoteDraft;
  errors: Partial<Record<string, string[]>>;
  onChange: (changes: Partial<QuoteDraft>) => void;
};
