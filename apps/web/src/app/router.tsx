import type { RouteObject } from 'react-router';
import { createAdminRoutes } from '@/features/admin/routes';
import { homeContent } from '@/features/content/api/content';
import { siteSettingsQueryOptions } from '@/features/site/api/get-site-settings';
import { ErrorPage } from '@/features/site/pages/error-page';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { createCommunityRoutes } from './community-routes';
import { createContentRoutes } from './content-routes';
import { SiteLayout } from './layouts/site-layout';
import { page } from './lazy-page';
import { createMemberRoutes } from './member-routes';
import { withPageData } from '@/lib/page-data';
import { serverRendered } from './server-rendered';

/**
 * Every route of the site; any other address shows the not-found page. A router changes its
 * route objects as it loads them, so each router gets its own.
 */
export const createRoutes = (): RouteObject[] => [
  {
    Component: SiteLayout,
    ErrorBoundary: ErrorPage,
    // The header and footer.
    ...withPageData(() => [siteSettingsQueryOptions]),
    children: [
      serverRendered({
        index: true,
        ...page(async () => (await import('@/features/site/pages/home-page')).HomePage),
        ...withPageData(() => Object.values(homeContent)),
      }),
      ...createMemberRoutes(page),
      ...createCommunityRoutes(page),
      ...createContentRoutes(page).map(serverRendered),
      serverRendered({ path: '*', Component: NotFoundPage }),
    ],
  },
  ...createAdminRoutes(),
];
