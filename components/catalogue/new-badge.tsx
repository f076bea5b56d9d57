'use client';

import type { CatalogueProduct } from '@/content/catalogue';
import { useVisitValue } from '@/components/ui/use-visit-value';
import { isNewProduct } from '@/lib/catalogue';
import { Badge } from './badge';

/**
 * NEW while createdAt is within the badge window, judged in the visitor's browser so a page
 * built days ago still shows today's answer.
 */
export function NewBadge({
  createdAt,
  renderedNew,
}: Pick<CatalogueProduct, 'createdAt'> & { renderedNew: boolean }) {
  const isNew = useVisitValue(() => isNewProduct({ createdAt }, new Date()), renderedNew);
  return isNew ? <Badge tone="new">NEW</Badge> : null;
}
