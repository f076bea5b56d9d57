import { embossingOptions } from '@/content/quote-products';
import { withPictures } from '../choice-pictures';
import { ChoiceGroup } from '../fields';
import type { StepProps } from './step-props';

const embossingChoices = withPictures('embossingOption', embossingOptions);

/** Stickers & labels only: the layers of raised ink on the print. */
export function EmbossingStep({ heading, draft, errors, onChange }: StepProps) {
  return (
    <ChoiceGroup
      name="embossingOption"
      legend={heading}
      options={embossingChoices}
      value={draft.embossingOption}
      onChange={(embossingOption) => onChange({ embossingOption })}
      errors={errors.embossingOption}
    />
  );
}
