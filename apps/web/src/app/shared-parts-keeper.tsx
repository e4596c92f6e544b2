import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { siteSettingsQueryOptions } from '@/features/site/api/get-site-settings';
import { checkDrawn } from '@/lib/drawn-check';
import { createQueryClient } from '@/lib/query-client';
import { sessionQueryOptions } from '@/lib/session';
import { sharedParts, type SharedPartName } from './layouts/site-layout';

/**
 * What the shared parts read. Each is drawn from these alone, so a part that came to read
 * anything else would fail to draw (`checkDrawn`) rather than be kept with it unread.
 */
const partReads = [siteSettingsQueryOptions.queryKey, sessionQueryOptions.queryKey];

const partNames = Object.keys(sharedParts) as SharedPartName[];

/** The footer shows the year: a part is drawn again after this, as a kept page is (30 s). */
const keptForMs = 30_000;
/** Addresses whose parts are kept, with the data they show; emptied when this many. */
const addressesKept = 1_000;

const drawAlone = (name: SharedPartName, url: string, queryClient: QueryClient) => {
  const partClient = createQueryClient();
  for (const key of partReads) partClient.setQueryData(key, queryClient.getQueryData(key));
  const html = renderToString(
    <QueryClientProvider client={partClient}>
      <StaticRouter location={url}>{sharedParts[name]()}</StaticRouter>
    </QueryClientProvider>,
    // Its ids cannot be those it would have within the page; these cannot meet the page's.
    { identifierPrefix: `${name}-` },
  );
  checkDrawn(`The ${name} of ${url}`, html, partClient);
  return html;
};

/**
 * The header and footer, drawn once for each address and the data they show, and kept for
 * signed-out visitors' pages (decision 115): 40 to 60% of drawing a page. Gives undefined when
 * their data did not load, and the page draws them itself.
 */
export const sharedPartsKeeper = () => {
  const kept = new Map<string, { parts: ReadonlyMap<SharedPartName, string>; until: number }>();
  return (url: string, queryClient: QueryClient) => {
    const reads = partReads.map((key) => queryClient.getQueryState(key));
    if (reads.some((state) => state?.status !== 'success')) return undefined;
    const key = `${url} ${JSON.stringify(reads.map((state) => state?.data))}`;
    const now = Date.now();
    let entry = kept.get(key);
    if (entry === undefined || entry.until <= now) {
      if (kept.size >= addressesKept) kept.clear();
      const parts = new Map(partNames.map((name) => [name, drawAlone(name, url, queryClient)]));
      entry = { parts, until: now + keptForMs };
      kept.set(key, entry);
    }
    return entry.parts;
  };
};
