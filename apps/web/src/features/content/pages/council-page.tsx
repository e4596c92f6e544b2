import { useContentList } from '../api/content';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { PeopleGrid } from '../components/person-card';
import { typedAll, type PersonValue } from '../content-types';

/** /recognition-council: the banner, and a card for each member with photo, name and role. */
export function CouncilPage() {
  const people = useContentList('council', { pageSize: 100 });
  return (
    <>
      <SectionBanner section="council-page" fallback="Recognition Council" />
      <ContentPageBody group="About">
        <ContentList query={people} empty="The council will be listed here soon.">
          {(items) => <PeopleGrid people={typedAll<PersonValue>(items)} />}
        </ContentList>
      </ContentPageBody>
    </>
  );
}
