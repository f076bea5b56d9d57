/** A labelled group of radio buttons, one per choice (the second sign-in step's choices). */
export function RadioChoices<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  name: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      {choices.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-slate-800">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="h-4 w-4 accent-orange-700"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
