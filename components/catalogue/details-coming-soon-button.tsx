'use client';

import { useEffect, useState } from 'react';
import { DETAILS_REVERT_MS } from '@/lib/constants';

/** View Details for a product whose page is still being written: says so for a moment, goes nowhere. */
export function DetailsComingSoonButton({
  productName,
  className,
}: {
  productName: string;
  className: string;
}) {
  const [comingSoon, setComingSoon] = useState(false);

  useEffect(() => {
    if (!comingSoon) return;
    const timer = setTimeout(() => setComingSoon(false), DETAILS_REVERT_MS);
    return () => clearTimeout(timer);
  }, [comingSoon]);

  return (
    <button type="button" onClick={() => setComingSoon(true)} className={className}>
      <span aria-live="polite">{comingSoon ? 'Details Coming Soon' : 'View Details'}</span>
      <span className="sr-only"> for {productName}</span>
    </button>
  );
}
