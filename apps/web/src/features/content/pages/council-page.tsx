import { useQuery } from '@tanstack/react-query';
import { listPage } from '../api/page-content';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { PeopleGrid } from '../components/person-card';
import { typedAll, type PersonValue } from '../content-types';

const council = listPage('council-page', 'council', { pageSize: 100 });
export const councilPageData = council.pageData;

/** /recognition-council: the banner, and a card for each member with photo, name and role. */
export function CouncilPage() {
  const people = useQuery(council.list);
  return (
    <>
      <SectionBanner section={council.section} fallback="Recognition Council" />
      <ContentPageBody group="About">
        <ContentList query={people} empty="The council will be listed here soon.">
          {(items) => <PeopleGrid people={typedAll<PersonValue>(items)} />}
        </ContentList>
      </ContentPageBody>
    </>
  );
}
