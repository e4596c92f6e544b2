import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { siteSettingsQueryOptions, useSiteSettings } from '@/features/site/api/get-site-settings';
import { articleCollection } from './article-collection';

/** The press pages live at `/{shortName}-press`; any other single-segment address is not found. */
const isPressAddress = (segment: string | undefined, shortName: string | undefined) =>
  shortName !== undefined && `/${segment}` === paths.pressList(shortName);

const usePressAddress = () => {
  const { pressPath: segment } = useParams();
  const settings = useSiteSettings();
  if (settings.isPending) return undefined;
  return isPressAddress(segment, settings.data?.shortName);
};

/** /{shortName}-press: a carousel of press articles, each with a page of its own. */
export const press = articleCollection({
  collection: 'press',
  banner: { section: 'press-page', fallback: 'In the Press' },
  pageSize: 30,
  lists: [{ empty: 'Press articles will appear here soon.' }],
  label: 'Press articles',
  useFound: usePressAddress,
  foundAt: async ({ params, read }) =>
    isPressAddress(params.pressPath, (await read(siteSettingsQueryOptions))?.shortName),
});
