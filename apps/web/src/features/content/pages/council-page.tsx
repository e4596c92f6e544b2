import { listPage } from '../api/page-content';
import { ListUnderBanner } from '../components/list-under-banner';
import { PeopleGrid } from '../components/person-card';
import { typedAll, type PersonValue } from '../content-types';

const council = listPage('council-page', 'council', { pageSize: 100 });
export const councilPageData = council.pageData;

/** /recognition-council: the banner, and a card for each member with photo, name and role. */
export function CouncilPage() {
  return (
    <ListUnderBanner
      page={council}
      fallback="Recognition Council"
      group="About"
      empty="The council will be listed here soon."
    >
      {(items) => <PeopleGrid people={typedAll<PersonValue>(items)} />}
    </ListUnderBanner>
  );
}
