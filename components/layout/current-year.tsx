'use client';

import { useVisitValue } from '@/components/ui/use-visit-value';

const yearNow = () => new Date().getFullYear();

/** The year as of the visit (pages are rendered ahead of time, possibly last year). */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  return <>{useVisitValue(yearNow, renderedYear)}</>;
}
