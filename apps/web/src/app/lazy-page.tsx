import type { ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { loaderOf, type PageData } from '@/lib/page-data';

function PageLoading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner />
    </div>
  );
}

/**
 * A code-split page: the layout shows a spinner while its code loads. The data the page names is
 * loaded by the route's loader, from the same module (decision 073).
 */
export const page = (load: () => Promise<ComponentType>, data?: () => Promise<PageData>) => ({
  lazy: {
    Component: load,
    ...(data ? { loader: async () => loaderOf(await data()) } : {}),
  },
  HydrateFallback: PageLoading,
});

/** How the route tables code-split a page. */
export type LazyPage = typeof page;
