import { materialsFor } from '../draft';
import { ChoiceGroup } from '../fields';
import type { StepProps } from './step-props';

/** The materials the chosen option is made in; every product has one. */
export function MaterialStep({ heading, draft, errors, onChange }: StepProps) {
  return (
    <ChoiceGroup
      name="material"
      legend={heading}
      options={materialsFor(draft)}
      value={draft.material}
      onChange={(material) => onChange({ material })}
      errors={errors.material}
    />
  );
}
