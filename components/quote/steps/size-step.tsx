import { CUSTOM, type QuoteDraft } from './draft';
import { ChoiceGroup, TextField } from './fields';

type SizeUnit = 'inches' | 'feet';

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
 * Step 5: a predefined size, or a custom width and height: in inches, or for vehicle and
 * window graphics in feet and inches (kept in inches, as the API carries them).
 */
export function SizeStep({
  step,
  sizes,
  unit,
  draft,
  errors,
  onChange,
}: {
  /** Its number in the wizard: stickers & labels ask for embossing first. */
  step: number;
  sizes: readonly { value: string; label: string }[];
  unit: SizeUnit;
  draft: QuoteDraft;
  errors?: string[];
  onChange: (changes: Partial<QuoteDraft>) => void;
}) {
  const custom = draft.sizeChoice === CUSTOM;
  return (
    <>
      <ChoiceGroup
        name="size"
        legend={`${step}. Size (${unit})`}
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
