/**
 * A labelled radio group of a plain form (it submits without JavaScript); the first choice is
 * selected until the buyer picks another.
 */
export function OptionChooser({
  legend,
  name,
  choices,
}: {
  legend: string;
  name: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-checked:border-orange-700 has-checked:bg-orange-50 has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-orange-700"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={index === 0}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
