import { type KeyboardEvent, useRef } from 'react';
import { focusRing } from '@/components/site/styles';
import type { Audience } from '../features-content';

interface AudienceTabsProps {
  tabs: readonly { id: Audience; label: string }[];
  active: Audience;
  onChange: (id: Audience) => void;
  /** Prefix of the tab ids (`${idBase}-tab-${id}`); the panel is `${idBase}-panel`. */
  idBase: string;
  label: string;
  className?: string;
}

/** The ids an AudienceTabs' panel is wired with. */
export const audiencePanelIds = (idBase: string, active: Audience) => ({
  id: `${idBase}-panel`,
  labelledBy: `${idBase}-tab-${active}`,
});

/**
 * The For Job Seekers / For Employers switch of the landing page (ARIA tabs pattern: one tab stop,
 * the arrow keys, Home and End move between the tabs).
 */
export function AudienceTabs({ tabs, active, onChange, idBase, label, className }: AudienceTabsProps) {
  const tabRefs = useRef(new Map<Audience, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const ids = tabs.map((tab) => tab.id);
    const index = ids.indexOf(active);
    const next = {
      ArrowRight: ids[(index + 1) % ids.length],
      ArrowLeft: ids[(index - 1 + ids.length) % ids.length],
      Home: ids[0],
      End: ids[ids.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`inline-flex rounded-2xl bg-slate-100 p-1.5 ring-1 ring-slate-900/5 dark:bg-slate-900 dark:ring-slate-800 ${className ?? ''}`}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.id, node);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={`rounded-xl px-3.5 py-2.5 text-sm font-semibold whitespace-nowrap transition min-[400px]:px-4 sm:px-6 ${focusRing} ${
              selected
                ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-800 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
