'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { printingPage, type PrintingService } from '@/content/services';

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern: one tab in the tab order (roving tabindex), arrow keys, Home
 * and End move and select, each panel is labelled by its tab. The first tab is the default.
 * The pictures come rendered from the server, one per service, so the first can arrive inside
 * the page (PriorityDrawing) and the hidden ones load only when their tab opens.
 */
export function PrintingTabs({
  services,
  pictures,
}: {
  services: readonly PrintingService[];
  pictures: readonly ReactNode[];
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, services.length);
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div
        role="tablist"
        aria-label={printingPage.tabsLabel}
        className="flex gap-2 border-b border-slate-200"
      >
        {services.map((service, index) => (
          <button
            key={service.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${service.id}`}
            aria-selected={index === selected}
            aria-controls={`panel-${service.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-4 px-4 py-3 text-base font-semibold ${
              index === selected
                ? 'border-orange-700 text-orange-800'
                : 'border-transparent text-slate-700 hover:text-slate-950'
            }`}
          >
            {service.title}
          </button>
        ))}
      </div>
      {services.map((service, index) => (
        <div
          key={service.id}
          role="tabpanel"
          id={`panel-${service.id}`}
          aria-labelledby={`tab-${service.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className="grid gap-8 py-8 md:grid-cols-2 md:items-center"
        >
          {pictures[index]}
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{service.title}</h2>
            <p className="mt-3 text-slate-700">{service.description}</p>
            <h3 className="mt-6 font-semibold text-slate-900">{printingPage.examplesTitle}</h3>
            <ul className="mt-2 list-inside list-disc space-y-1 text-slate-700">
              {service.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
            <ButtonLink href={service.route} className="mt-6" prefetch={false}>
              {service.buttonText}
            </ButtonLink>
          </div>
        </div>
      ))}
    </div>
  );
}
