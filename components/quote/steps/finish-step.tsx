import { finishOptions } from '@/content/quote-products';
import { withPictures } from '../choice-pictures';
import { ChoiceGroup } from '../fields';
import type { StepProps } from './step-props';

const finishChoices = withPictures('finishOption', finishOptions);

export function FinishStep({ heading, draft, errors, onChange }: StepProps) {
  return (
    <ChoiceGroup
      name="finishOption"
      legend={heading}
      options={finishChoices}
      value={draft.finishOption}
      onChange={(finishOption) => onChange({ finishOption })}
      errors={errors.finishOption}
    />
  );
}
