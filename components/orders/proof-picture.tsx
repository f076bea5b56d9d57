'use client';

import { useRef } from 'react';
import { buttonClass } from '@/components/ui/button';

/**
 * A proof shown inline; a click or tap (or Enter) opens it full size in a dialog, where it
 * scrolls both ways and pinches like any page. Escape or the close button returns.
 */
export function ProofPicture({ src, version }: { src: string; version: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Opened on the design's middle: full size, the page is wider than a phone.
  const open = () => {
    dialog.current?.showModal();
    const area = scroller.current;
    if (area) {
      area.scrollLeft = (area.scrollWidth - area.clientWidth) / 2;
      area.scrollTop = (area.scrollHeight - area.clientHeight) / 2;
    }
  };
  const alt = `Proof ${version}: your design at its printed size, the magenta line where it is cut, the bleed (blue dots) and the safe zone (green dashes)`;
  return (
    <div>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className="block w-full cursor-zoom-in rounded-md border border-slate-300 bg-white p-2 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
      >
        {/* From our own authorised route, never cached: next/image cannot optimise it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={src} alt={alt} className="mx-auto max-h-[28rem] w-auto max-w-full" />
        <span className="mt-2 block text-sm font-semibold text-orange-800 underline">
          Enlarge proof {version}
        </span>
      </button>
      <dialog
        ref={dialog}
        aria-label={`Proof ${version}, full size`}
        className="m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-white p-0 backdrop:bg-slate-900/70 open:flex"
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white p-3">
          <p className="font-semibold text-slate-900">{`Proof ${version}, full size`}</p>
          <form method="dialog">
            <button type="submit" autoFocus className={buttonClass('secondary', 'regular')}>
              Close
            </button>
          </form>
        </div>
        <div ref={scroller} className="min-h-0 flex-1 overflow-auto p-3">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={src} alt={alt} className="max-w-none" />
        </div>
      </dialog>
    </div>
  );
}
