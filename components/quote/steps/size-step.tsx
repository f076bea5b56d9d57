import { quoteProducts } from '@/content/quote-products';
import { optionChoices } from '@/lib/pricing';
import { CUSTOM } from '../draft';
import { ChoiceGroup, TextField } from '../fields';
import type { StepProps } from './step-props';

/** The feet and inches of a length kept in inches ('' while nothing is typed). */
function feetAndInches(inches: string): { feet: string; inches: string } {
  if (inches.trim() === '') return { feet: '', inches: '' };
  const total = Number(inches);
  const feet = Math.floor(total / 12);
  return { feet: String(feet), inches: String(Math.round((total - feet * 12) * 100) / 100) };
}

/** Feet and inches typed back into inches, the unit the quote carries. */
function toInches(feet: string, inches: string): string {
  if (feet.trim() === '' && inches.trim() === '') return '';
  return String(Number(feet || 0) * 12 + Number(inches || 0));
}

/**
 * A predefined size, or a custom width and height: in inches, or for vehicle and window
 * graphics in feet and inches (kept in inches, as the API carries them).
 */
export function SizeStep({ heading, draft, errors: { size: errors }, onChange }: StepProps) {
  const unit = quoteProducts.find((product) => product.id === draft.product)?.sizeUnit ?? 'inches';
  const sizes = optionChoices(draft.product, draft.productOption).sizes;
  const custom = draft.sizeChoice === CUSTOM;
  return (
    <>
      <ChoiceGroup
        name="size"
        legend={`${heading} (${unit})`}
        options={[...sizes, { value: CUSTOM, label: 'Custom size' }]}
        value={draft.sizeChoice}
        onChange={(sizeChoice) => onChange({ sizeChoice })}
        errors={custom ? undefined : errors}
      />
      {custom && unit === 'inches' && (
        <div className="mt-4 grid max-w-md grid-cols-2 gap-4">
          {(['Width', 'Height'] as const).map((side) => (
            <TextField
              key={side}
              id={`custom-${side.toLowerCase()}`}
              label={`${side} (inches)`}
              type="number"
              inputMode="decimal"
              step="any"
              value={draft[`custom${side}`]}
              onChange={(typed) => onChange({ [`custom${side}`]: typed })}
              errors={errors?.filter((message) => message.startsWith(side))}
            />
          ))}
        </div>
      )}
      {custom && unit === 'feet' && (
        <div className="mt-4 grid max-w-md gap-4">
          {(['Width', 'Height'] as const).map((side) => {
            const field = `custom${side}` as const;
            const parts = feetAndInches(draft[field]);
            return (
              <div key={side} className="grid grid-cols-2 gap-4">
                <TextField
                  id={`custom-${side.toLowerCase()}-feet`}
                  label={`${side} (feet)`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={parts.feet}
                  onChange={(typed) => onChange({ [field]: toInches(typed, parts.inches) })}
                  errors={errors?.filter((message) => message.startsWith(side))}
                />
                <TextField
                  id={`custom-${side.toLowerCase()}-inches`}
                  label={`${side} (inches)`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={parts.inches}
                  onChange={(typed) => onChange({ [field]: toInches(parts.feet, typed) })}
                />
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
