import type { ContentImage } from '@osi/shared';
import { cardCollection } from './card-collection';

type StudyClubValue = {
  name: string;
  city: string;
  coordinator: string;
  schedule: string;
  email: string;
  image: ContentImage | null;
  summary: string;
  body: string;
};

/** /study-club: the society's study clubs by city; each with when it meets and whom to write to. */
export const studyClubs = cardCollection<StudyClubValue>({
  collection: 'study-club',
  banner: { section: 'study-club-page', fallback: 'Study Clubs' },
  group: 'Tools',
  pageSize: 100,
  lists: [{ empty: 'Study clubs will be listed here soon.' }],
  card: (club) => ({
    title: club.name,
    summary: club.summary,
    image: club.image,
    meta: club.city,
    linkLabel: 'About the club',
  }),
  back: 'All study clubs',
  detail: (club) => ({
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
  }),
});
