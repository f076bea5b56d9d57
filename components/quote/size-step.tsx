import { PREDEFINED_SIZES } from '@/lib/constants';
import { CUSTOM, type QuoteDraft } from './draft';
import { ChoiceGroup, TextField } from './fields';

const sizeOptions = (sizes: readonly string[]) => [
  ...sizes
    .filter((size) => (PREDEFINED_SIZES as readonly string[]).includes(size))
    .map((size) => ({ value: size, label: `${size.replace('x', '" x ')}"` })),
  { value: CUSTOM, label: 'Custom size' },
];

/** Step 5: a predefined size, or a custom width and height in inches. */
export function SizeStep({
  sizes,
  draft,
  errors,
  onChange,
}: {
  sizes: readonly string[];
  draft: QuoteDraft;
  errors?: string[];
  onChange: (changes: Partial<QuoteDraft>) => void;
}) {
  const custom = draft.sizeChoice === CUSTOM;
  return (
    <>
      <ChoiceGroup
        name="size"
        legend="5. Size (inches)"
        options={sizeOptions(sizes)}
        value={draft.sizeChoice}
        onChange={(sizeChoice) => onChange({ sizeChoice })}
        errors={custom ? undefined : errors}
      />
      {custom && (
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
    </>
  );
}
