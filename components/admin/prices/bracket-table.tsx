'use client';

import { useState } from 'react';
import { Field, GroupError } from '@/components/admin/action-form';
import { buttonClass } from '@/components/ui/button';

type Row = { key: number; upTo: string; dollars: string };

/**
 * A line's quantity brackets as rows of "up to" pieces and dollars per piece, with rows added
 * and removed in place. Fields are named by position (`brackets.<n>.upTo`), renumbered as rows
 * come and go, so the server reads them in the order shown.
 */
export function BracketTable({ brackets }: { brackets: readonly { upTo: string; dollars: string }[] }) {
  const [rows, setRows] = useState<Row[]>(() => brackets.map((bracket, key) => ({ key, ...bracket })));
  const [nextKey, setNextKey] = useState(brackets.length);
  const add = () => {
    setRows((current) => [...current, { key: nextKey, upTo: '', dollars: '' }]);
    setNextKey((key) => key + 1);
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  return (
    <div className="space-y-2">
      <GroupError name="brackets" />
      <div className="overflow-x-auto">
        <table className="text-left text-sm">
          <caption className="sr-only">Quantity brackets</caption>
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-2">
                #
              </th>
              <th scope="col" className="py-1 pr-2">
                Up to (pieces)
              </th>
              <th scope="col" className="py-1 pr-2">
                Per piece ($)
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key} className="align-top">
                <td className="py-1 pt-3 pr-2 font-semibold">{index + 1}</td>
                <td className="w-32 py-1 pr-2">
                  <Field
                    id={`bracket-${row.key}-up-to`}
                    name={`brackets.${index}.upTo`}
                    label={`Bracket ${index + 1} up to`}
                    hideLabel
                    defaultValue={row.upTo}
                  />
                </td>
                <td className="w-32 py-1 pr-2">
                  <Field
                    id={`bracket-${row.key}-cents`}
                    name={`brackets.${index}.cents`}
                    label={`Bracket ${index + 1} per piece in dollars`}
                    hideLabel
                    defaultValue={row.dollars}
                  />
                </td>
                <td className="py-1 pt-2">
                  <button
                    type="button"
                    onClick={() => remove(row.key)}
                    disabled={rows.length === 1}
                    className={buttonClass('secondary', 'compact')}
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="sr-only">Remove bracket {index + 1}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">The last bracket has no limit: leave its “up to” empty.</p>
      <button type="button" onClick={add} className={buttonClass('secondary', 'compact')}>
        Add a bracket
      </button>
    </div>
  );
}
