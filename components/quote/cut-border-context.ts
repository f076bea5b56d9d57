'use client';

import { createContext } from 'react';
import { DIE_CUT_BORDERS_IN } from '@/lib/cut-line';

/**
 * The die-cut's white border the customer chose in the artwork preview. The wizard holds it
 * (it is sent with the quote); the preview, deep inside the upload step, reads and sets it.
 */
export const CutBorderContext = createContext<{ borderIn: number; setBorderIn: (inches: number) => void }>({
  borderIn: DIE_CUT_BORDERS_IN[0]!,
  setBorderIn: () => undefined,
});
