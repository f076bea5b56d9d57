import Link from 'next/link';
import type { ReactNode } from 'react';

/** A page of the customer's account beside the dashboard: its heading, what it is for, then its sections. */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  /** The paragraphs under the heading. */
  intro: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 pt-8 pb-16">
      <div className="space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro.map((paragraph, index) => (
          <p key={index} className="text-lg text-slate-600">
            {paragraph}
          </p>
        ))}
      </div>
      {children}
    </div>
  );
}

/** The way back from an account page to the dashboard. */
export function BackToDashboard() {
  return (
    <p>
      <Link href="/dashboard" className="font-semibold text-orange-700 underline">
        Back to your dashboard
      </Link>
    </p>
  );
}
