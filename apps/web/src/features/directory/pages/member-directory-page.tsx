import { SearchX, Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { QueryStates } from '@/components/ui/query-states';
import { listParamsOf, useListParams } from '@/hooks/use-list-params';
import { sectionQueryOptions, useSection } from '@/features/content/api/content';
import { pageIntro } from '@/features/content/content-types';
import { PageHeader } from '@/components/page-header';
import { TakeOverApart } from '@/components/take-over-apart';
import type { PageData } from '@/lib/page-data';
import { directoryQueryOptions, useDirectory } from '../api/directory';
import { DirectoryCard } from '../components/directory-card';
import { directoryIntro } from '../content/directory-intro';

/** The heading's record and the page of members the address asks for. */
export const memberDirectoryPageData: PageData = ({ url }) => {
  const { page, search } = listParamsOf(url.searchParams);
  return [sectionQueryOptions('directory-finder'), directoryQueryOptions(page, search)];
};

/**
 * /member-directory: the back office's "Directory Finder" heading and introduction, then listed
 * members by name, city, state or speciality, a small page at a time.
 */
export function MemberDirectoryPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const directory = useDirectory(page, search);
  const content = useSection('directory-finder').data?.value;

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto max-w-6xl">
        <PageHeader {...pageIntro(content, directoryIntro)} />
        <SearchBox
          className="mt-8 sm:max-w-md"
          initial={search}
          onSearch={setSearch}
          label="Search the directory"
          placeholder="Name, city, state or speciality"
        />
        <div className="mt-8">
          <QueryStates
            query={directory}
            loading={
              <CardSkeletons
                count={6}
                className="h-28 rounded-2xl"
                listClassName="sm:grid-cols-2 lg:grid-cols-3"
              />
            }
            isEmpty={(data) => data.items.length === 0}
            empty={
              search ? (
                <EmptyState icon={SearchX} title="No members found">
                  No listed member matches “{search}”. Try a name, a city, a state or a speciality.
                </EmptyState>
              ) : (
                <EmptyState icon={Users} title="No members listed yet">
                  Members choose in their dashboard whether to appear here.
                </EmptyState>
              )
            }
          >
            {(data) => (
              <div aria-busy={directory.isPlaceholderData} className="grid gap-6">
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.items.map((member) => (
                    <TakeOverApart key={member.id} name={`directory ${member.id}`}>
                      <li>
                        <DirectoryCard member={member} />
                      </li>
                    </TakeOverApart>
                  ))}
                </ul>
                <Pager label="Pages of the directory" list={data} onPageChange={setPage} />
              </div>
            )}
          </QueryStates>
        </div>
      </div>
    </div>
  );
}
