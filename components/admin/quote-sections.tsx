import type { ReactNode } from 'react';

/*
 * The building blocks of the console's quote page: a titled section, a list of facts, and a
 * stored file's download link with a preview of images.
 */

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A fact: its term and value. */
export type Fact = [string, ReactNode];

/** The facts as a list; a fact written as `value && [term, value]` that the quote has not (false, null, '') is left out. */
export function Facts({ items }: { items: (Fact | false | null | undefined | '')[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {items
        .filter((item): item is Fact => Boolean(item))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Files a browser shows as pictures. */
const isPicture = (name: string) => /\.(png|jpe?g|gif|webp|svg)$/i.test(name);

/** A stored file's download link, with a preview when it is a picture. */
export function FileLink({ url, name }: { url?: string; name: string }) {
  if (!url) return <p className="text-slate-600">The file is no longer in storage.</p>;
  return (
    <div className="space-y-3">
      <a href={url} className="font-semibold break-all text-orange-800 underline" download={name}>
        Download {name}
      </a>
      {isPicture(name) ? (
        // A signed, short-lived link to the stored file: next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={url}
          alt={`Preview of ${name}`}
          className="max-h-80 max-w-full rounded border border-slate-200"
        />
      ) : null}
    </div>
  );
}
