import type { ContentImage as StoredImage } from '@osi/shared';
import { generatePath, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useContentList } from '../api/content';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { ItemDetailPage } from '../components/item-detail-page';
import { CardGrid, SummaryCard } from '../components/summary-card';
import { typedAll } from '../content-types';

type StudyClubValue = {
  name: string;
  city: string;
  coordinator: string;
  schedule: string;
  email: string;
  image: StoredImage | null;
  summary: string;
  body: string;
};

const clubPath = (slug: string) => generatePath(paths.studyClubDetail, { slug });

/** /study-club: the society's study clubs by city. */
export function StudyClubsPage() {
  const clubs = useContentList('study-club', { pageSize: 100 });
  return (
    <>
      <SectionBanner section="study-club-page" fallback="Study Clubs" />
      <ContentPageBody group="Tools">
        <ContentList query={clubs} empty="Study clubs will be listed here soon.">
          {(items) => (
            <CardGrid>
              {typedAll<StudyClubValue>(items).map((club) => (
                <SummaryCard
                  key={club.id}
                  level={2}
                  title={club.value.name}
                  summary={club.value.summary}
                  image={club.value.image}
                  meta={club.value.city}
                  to={clubPath(club.slug!)}
                  linkLabel="About the club"
                />
              ))}
            </CardGrid>
          )}
        </ContentList>
      </ContentPageBody>
    </>
  );
}

/** /study-club/{slug}: a study club, when it meets and whom to write to. */
export function StudyClubPage() {
  const { slug = '' } = useParams();
  return (
    <ItemDetailPage
      collection="study-club"
      slug={slug}
      back={{ to: paths.studyClub, label: 'All study clubs' }}
      detail={(raw) => {
        const club = raw as StudyClubValue;
        return {
          title: club.name,
          summary: club.summary,
          image: club.image,
          body: club.body,
          facts: [
            ['City', club.city],
            ['Coordinator', club.coordinator],
            ['Meets', club.schedule],
            [
              'Contact',
              club.email && (
                <a className="text-brand-700 underline" href={`mailto:${club.email}`}>
                  {club.email}
                </a>
              ),
            ],
          ],
        };
      }}
    />
  );
}
