import type { ContentImage as StoredImage } from '@osi/shared';
import { generatePath, Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useContentList } from '../api/content';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { ItemDetailPage } from '../components/item-detail-page';
import { CardGrid, SummaryCard } from '../components/summary-card';
import { typedAll } from '../content-types';
import { formatDay } from '../utils/calendar';

type GrantValue = {
  title: string;
  amount: string;
  deadline: string;
  image: StoredImage | null;
  summary: string;
  body: string;
};

const grantPath = (slug: string) => generatePath(paths.researchGrantDetail, { slug });

/** /research-grant: the grants members may apply for. */
export function ResearchGrantsPage() {
  const grants = useContentList('research-grant', { pageSize: 50 });
  return (
    <>
      <SectionBanner section="research-grant-page" fallback="Research Grants" />
      <ContentPageBody>
        <ContentList query={grants} empty="Research grants will be announced here.">
          {(items) => (
            <CardGrid>
              {typedAll<GrantValue>(items).map((grant) => (
                <SummaryCard
                  key={grant.id}
                  level={2}
                  title={grant.value.title}
                  summary={grant.value.summary}
                  image={grant.value.image}
                  meta={grant.value.amount}
                  to={grantPath(grant.slug!)}
                  linkLabel="Read more"
                />
              ))}
            </CardGrid>
          )}
        </ContentList>
      </ContentPageBody>
    </>
  );
}

/** /research-grant/{slug}: a grant, its amount and deadline, and the way to apply. */
export function ResearchGrantPage() {
  const { slug = '' } = useParams();
  return (
    <ItemDetailPage
      collection="research-grant"
      slug={slug}
      back={{ to: paths.researchGrant, label: 'All research grants' }}
      detail={(raw) => {
        const grant = raw as GrantValue;
        return {
          title: grant.title,
          summary: grant.summary,
          image: grant.image,
          body: grant.body,
          facts: [
            ['Amount', grant.amount],
            ['Apply by', grant.deadline && formatDay(grant.deadline)],
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
        };
      }}
    />
  );
}
