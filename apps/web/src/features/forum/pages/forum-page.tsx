import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { cn } from '@/utils/cn';
import { useForumCategories, useForumThreads } from '../api/forum';
import { PageHeader } from '@/components/page-header';
import { ThreadListItem } from '../components/thread-list-item';
import { ThreadResults } from '../components/thread-results';

/** /discussion-forums: the categories, and the threads of one or all of them. */
export function ForumPage() {
  const listParams = useListParams();
  const { page, search } = listParams;
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const categories = useForumCategories();
  const threads = useForumThreads({ page, search, category });

  const chooseCategory = (slug: string) =>
    setParams(slug ? { category: slug } : {}, { replace: false });

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto grid max-w-6xl gap-8">
        <PageHeader
          title="Discussion Forums"
          lead="Ask colleagues, share cases and discuss implantology with fellow members."
          actions={
            <Link to={paths.newThread} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              New Thread
            </Link>
          }
        />
        <nav aria-label="Forum categories" className="flex flex-wrap gap-2">
          {[
            { slug: '', name: 'All categories', threadCount: undefined },
            ...(categories.data ?? []),
          ].map((item) => (
            <button
              key={item.slug || 'all'}
              type="button"
              aria-pressed={category === item.slug}
              onClick={() => chooseCategory(item.slug)}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset',
                category === item.slug
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-brand-50',
              )}
            >
              {item.name}
              {item.threadCount !== undefined && ` (${item.threadCount})`}
            </button>
          ))}
        </nav>
        <ThreadResults
          key={category}
          threads={threads}
          listParams={listParams}
          noThreads="Be the first to start a discussion."
          Thread={ThreadListItem}
        />
      </div>
    </div>
  );
}
