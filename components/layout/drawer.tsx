'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DrawerItem } from '@/content/navigation';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The menu drawer: a modal dialog. Focus moves in when it opens, stays inside while open
 * and returns to the toggle when it closes. It closes on navigation, backdrop click and
 * Escape; its open submenu resets whenever it is toggled or closed (spec §4).
 */
export function Drawer({ items, accountSlot }: { items: DrawerItem[]; accountSlot?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | undefined>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);

  const close = useCallback(() => {
    setOpen(false);
    setSubmenu(undefined);
    toggleRef.current?.focus();
  }, []);

  const toggle = () => {
    setSubmenu(undefined);
    setOpenedAt(pathname);
    setOpen((value) => !value);
  };

  // Navigation closes the drawer.
  if (open && pathname !== openedAt) {
    setOpen(false);
    setSubmenu(undefined);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls="site-drawer"
        aria-label="Open menu"
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open &&
        // Portalled to <body>: the sticky header's backdrop filter would otherwise be the
        // containing block of this fixed overlay and clip it to the header.
        createPortal(
          <div className="fixed inset-0 z-50" onKeyDown={onKeyDown}>
            <div
              className="absolute inset-0 bg-slate-950/50"
              data-testid="drawer-backdrop"
              onClick={close}
              aria-hidden="true"
            />
            <div
              ref={panelRef}
              id="site-drawer"
              role="dialog"
              aria-modal="true"
              aria-label="Site menu"
              className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
            >
              <div className="mb-4 flex items-center justify-between">
                <span className="text-lg font-bold text-slate-900">Menu</span>
                <button
                  type="button"
                  onClick={close}
                  aria-label="Close menu"
                  className="rounded-md p-2 hover:bg-slate-100"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-5 w-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </div>
              {accountSlot}
              <nav aria-label="Drawer">
                <ul className="space-y-1">
                  {items.map((item) => (
                    <li key={item.href}>
                      {item.children ? (
                        <>
                          <button
                            type="button"
                            aria-expanded={submenu === item.label}
                            aria-controls={`drawer-sub-${item.label}`}
                            onClick={() =>
                              setSubmenu((current) => (current === item.label ? undefined : item.label))
                            }
                            className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left font-semibold text-slate-800 hover:bg-slate-100"
                          >
                            {item.label}
                            <svg
                              aria-hidden="true"
                              viewBox="0 0 20 20"
                              className={`h-4 w-4 transition-transform ${submenu === item.label ? 'rotate-180' : ''}`}
                              fill="currentColor"
                            >
                              <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
                            </svg>
                          </button>
                          {submenu === item.label && (
                            <ul
                              id={`drawer-sub-${item.label}`}
                              className="ml-3 border-l border-slate-200 pl-2"
                            >
                              {item.children.map((child) => (
                                <li key={child.href}>
                                  <Link
                                    href={child.href}
                                    onClick={close}
                                    className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
                                  >
                                    {child.label}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          )}
                        </>
                      ) : (
                        <Link
                          href={item.href}
                          onClick={close}
                          className="block rounded-md px-3 py-2 font-semibold text-slate-800 hover:bg-slate-100"
                        >
                          {item.label}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
