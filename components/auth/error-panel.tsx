'use client';

import { useEffect, useRef } from 'react';
import type { AuthFailure } from '@/lib/auth';

/**
 * The dismissible error box of the auth forms (spec §3, §8): the message, the client
 * message and each validation error as "location - clientMessage". A new failure takes the
 * focus (the submit button that had it is disabled while busy, which would drop focus to the
 * page body), so a screen reader reads it and the keyboard is where the problem is.
 */
export function ErrorPanel({ failure, onClose }: { failure: AuthFailure | undefined; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) box.current?.focus();
  }, [failure]);
  return (
    <div role="alert" className="empty:hidden">
      {failure && (
        <div
          ref={box}
          tabIndex={-1}
          className="mb-4 flex items-start gap-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
          data-testid="auth-error"
        >
          <div className="flex-1 text-sm">
            <p className="font-semibold">{failure.message}</p>
            {failure.clientMessage && <p className="mt-1">{failure.clientMessage}</p>}
            {failure.validationErrors.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {failure.validationErrors.map((item) => (
                  <li
                    key={`${item.location}-${item.clientMessage}`}
                  >{`${item.location} - ${item.clientMessage}`}</li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close error"
            className="rounded p-1 hover:bg-black/5"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
