'use client';

import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const feedback: Record<CopyState, (code: string) => string> = {
  idle: () => '',
  copied: (code) => `Code ${code} copied to your clipboard.`,
  failed: () => 'Copying is not available here: select the code and copy it yourself.',
};

/** Copies the promotion code; the result is announced in a polite live region. */
export function CopyCodeButton({ code }: { code: string }) {
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {state === 'copied' ? 'Copied!' : 'Copy Code'}
      </button>
      <p role="status" className="basis-full text-sm text-slate-700">
        {feedback[state](code)}
      </p>
    </>
  );
}
