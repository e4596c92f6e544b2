import * as Tabs from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';

export type DashboardTab = { id: string; label: string; icon: LucideIcon; Panel: ComponentType };

type DashboardTabsProps = {
  tabs: readonly DashboardTab[];
  current: string;
  onSelect: (id: string) => void;
};

/**
 * The dashboard's menu and the open tab's panel, on Radix Tabs (docs/decisions/020). The menu
 * is a column on the left on wide screens, where Up and Down move between tabs, and a bar
 * along the top on narrow ones, where Left and Right do; Home and End work on both. The bar
 * wraps onto more lines rather than scrolling, so no tab is out of sight.
 */
export function DashboardTabs({ tabs, current, onSelect }: DashboardTabsProps) {
  const wide = useMediaQuery('(min-width: 64rem)');

  return (
    <Tabs.Root
      value={current}
      onValueChange={onSelect}
      orientation={wide ? 'vertical' : 'horizontal'}
      className="mt-8 grid gap-6 lg:grid-cols-[14rem_1fr] lg:gap-8"
    >
      <Tabs.List
        aria-label="Dashboard"
        className="flex flex-wrap gap-1 border-b border-slate-200 lg:flex-col lg:flex-nowrap lg:border-b-0"
      >
        {tabs.map(({ id, label, icon: Icon }) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="flex shrink-0 items-center gap-2.5 border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-brand-800 lg:rounded-xl lg:border-b-0 lg:hover:bg-slate-50 aria-selected:border-brand-700 aria-selected:text-brand-800 lg:aria-selected:bg-brand-50"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ id, Panel }) => (
        <Tabs.Content
          key={id}
          value={id}
          className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
