'use client';

import { useId, useState } from 'react';

/** A labelled radio group; the first choice is selected until the buyer picks another. */
export function OptionChooser({ legend, choices }: { legend: string; choices: readonly string[] }) {
  const name = useId();
  const [selected, setSelected] = useState(choices[0]);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-checked:border-orange-700 has-checked:bg-orange-50 has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-orange-700"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={selected === choice}
              onChange={() => setSelected(choice)}
              className="sr-only"
            />
            {choice}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
