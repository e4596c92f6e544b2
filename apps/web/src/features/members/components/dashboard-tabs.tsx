import type { LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/utils/cn';

export type DashboardTab = { id: string; label: string; icon: LucideIcon };

type DashboardTabsProps = {
  tabs: readonly DashboardTab[];
  current: string;
  onSelect: (id: string) => void;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * The dashboard's menu: a column on the left on wide screens, a bar along the top on narrow
 * ones. Tabs follow the ARIA pattern: arrows and Home/End move between them.
 */
export function DashboardTabs({ tabs, current, onSelect, idPrefix }: DashboardTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    document.getElementById(tabId(idPrefix, tab.id))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Dashboard"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 lg:flex-col lg:border-b-0"
    >
      {tabs.map(({ id, label, icon: Icon }) => {
        const selected = id === current;
        return (
          <button
            key={id}
            type="button"
            role="tab"
            id={tabId(idPrefix, id)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id)}
            className={cn(
              'flex shrink-0 items-center gap-2.5 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
              'border-b-2 lg:rounded-xl lg:border-b-0',
              selected
                ? 'border-brand-700 text-brand-800 lg:bg-brand-50'
                : 'border-transparent text-slate-600 hover:text-brand-800 lg:hover:bg-slate-50',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
