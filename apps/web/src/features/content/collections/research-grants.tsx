import type { ContentImage } from '@osi/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/utils/format';
import { cardCollection } from './card-collection';

type GrantValue = {
  title: string;
  amount: string;
  deadline: string;
  image: ContentImage | null;
  summary: string;
  body: string;
};

/** /research-grant: the grants members may apply for; each with its amount, deadline and the way to apply. */
export const researchGrants = cardCollection<GrantValue>({
  collection: 'research-grant',
  banner: { section: 'research-grant-page', fallback: 'Research Grants' },
  pageSize: 50,
  lists: [{ empty: 'Research grants will be announced here.' }],
  card: (grant) => ({
    title: grant.title,
    summary: grant.summary,
    image: grant.image,
    meta: grant.amount,
    linkLabel: 'Read more',
  }),
  back: 'All research grants',
  detail: (grant) => ({
    title: grant.title,
    summary: grant.summary,
    image: grant.image,
    body: grant.body,
    facts: [
      ['Amount', grant.amount],
      ['Apply by', grant.deadline && formatCalendarDate(grant.deadline)],
    ],
    actions: (
      <div className="grid gap-3">
        <Link to={paths.researchGrantApplication} className={buttonClasses('primary')}>
          Apply for a grant
        </Link>
        <Link to={paths.applicationGuidelines} className={buttonClasses('secondary')}>
          Application guidelines
        </Link>
      </div>
    ),
  }),
});
