import { useQuery } from '@tanstack/react-query';
import { sectionQueryOptions } from '../api/content';
import { listPage } from '../api/page-content';
import { Banner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { PeopleGrid } from '../components/person-card';
import { typedAll, type PersonValue } from '../content-types';

const groups = ['First section', 'Second section'] as const;

const committee = listPage('committee-page', 'committee', { pageSize: 100 });
export const committeePageData = committee.pageData;

/** /our-committee: the banner caption and two headed sections of round-photo cards. */
export function CommitteePage() {
  const page = useQuery(sectionQueryOptions(committee.section));
  const people = useQuery(committee.list);
  const value = page.data?.value;
  const headings = [value?.firstHeading, value?.secondHeading].map((heading, index) =>
    typeof heading === 'string' && heading ? heading : index === 0 ? 'Office bearers' : 'Members',
  );
  return (
    <>
      <Banner
        title={typeof value?.banner === 'string' ? value.banner : 'Our Committee'}
        pending={page.isPending}
      />
      <ContentPageBody group="About">
        <ContentList query={people} empty="The committee will be listed here soon.">
          {(items) =>
            groups.map((group, index) => {
              const members = typedAll<PersonValue>(items).filter(
                (person) => person.value.group === group,
              );
              return (
                members.length > 0 && (
                  <section key={group} aria-labelledby={`committee-${index}`} className="mb-12">
                    <h2
                      id={`committee-${index}`}
                      className="mb-6 text-2xl font-bold tracking-tight text-slate-900"
                    >
                      {headings[index]}
                    </h2>
                    <PeopleGrid people={members} />
                  </section>
                )
              );
            })
          }
        </ContentList>
      </ContentPageBody>
    </>
  );
}
