import { caseCategories, type Case } from '@osi/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { capitalise } from '@/utils/capitalise';
import { CaseFileLinks } from '@/features/cases/components/case-file-links';
import { CaseHeading } from '@/features/cases/components/case-heading';
import { AdminSection } from '../../components/admin-section';

const filters = ['all', ...caseCategories] as const;

/** A fellow's saved cases, All, Retrospective or Prospective, each with its three files. */
export function CaseDetails({ cases }: { cases: Case[] }) {
  const numbered = cases.map((item, index) => ({ item, number: index + 1 }));

  return (
    <AdminSection title="Case Details">
      <Tabs.Root defaultValue="all" className="mt-4">
        <Tabs.List aria-label="Cases to show" className="flex gap-1 border-b border-slate-200">
          {filters.map((filter) => (
            <Tabs.Trigger
              key={filter}
              value={filter}
              className="border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-brand-800 aria-selected:border-brand-700 aria-selected:text-brand-800"
            >
              {capitalise(filter)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {filters.map((filter) => {
          const shown = numbered.filter(({ item }) => filter === 'all' || item.category === filter);
          return (
            <Tabs.Content key={filter} value={filter} className="mt-4">
              {shown.length === 0 ? (
                <p className="text-sm text-slate-600">No cases available to display.</p>
              ) : (
                <>
                  <p className="mb-3 text-sm text-slate-600">Click a link to download the file.</p>
                  <ul className="grid gap-3 lg:grid-cols-2">
                    {shown.map(({ item, number }) => (
                      <li
                        key={item.id}
                        className="grid gap-3 rounded-lg border border-slate-200 p-4"
                      >
                        <CaseHeading item={item} number={number} />
                        <CaseFileLinks files={item.files} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </AdminSection>
  );
}
