import {
  collectionDefinition,
  sectionDefinition,
  type CollectionDefinition,
  type ContentCollectionName,
  type ContentSectionName,
  type SectionDefinition,
} from '@osi/shared';
import { adminPaths } from '@/config/paths';

/** A sidebar entry made of the content system: its page records, then its collection. */
export type ContentArea = {
  path: string;
  title: string;
  description: string;
  sections: SectionDefinition[];
  collection?: CollectionDefinition;
};

const area = (
  path: string,
  title: string,
  description: string,
  {
    sections = [],
    collection,
  }: { sections?: ContentSectionName[]; collection?: ContentCollectionName },
): ContentArea => ({
  path,
  title,
  description,
  sections: sections.map(sectionDefinition),
  ...(collection ? { collection: collectionDefinition(collection) } : {}),
});

/** Every management area of the sidebar the content system serves (issue 9). */
export const contentAreas: ContentArea[] = [
  area(adminPaths.studyClub, 'Study Club', 'The study clubs on /study-club, each with its page.', {
    sections: ['study-club-page'],
    collection: 'study-club',
  }),
  area(adminPaths.speaker, 'Speaker', 'The speakers visitors find on /speaker-finder.', {
    sections: ['speaker-page'],
    collection: 'speaker',
  }),
  area(adminPaths.podcast, 'Podcast', 'The podcasts on /podcast, two to a page.', {
    collection: 'podcast',
  }),
  area(adminPaths.youtube, 'Youtube', 'The videos on /youtube; the first is shown large.', {
    collection: 'video',
  }),
  area(adminPaths.blogs, 'Blogs', 'The blog on /blog, and the heading of the education pages.', {
    sections: ['education'],
    collection: 'blog',
  }),
  area(adminPaths.events, 'Events', 'Upcoming and past events on /events, by date.', {
    sections: ['events-page'],
    collection: 'event',
  }),
  area(adminPaths.membersAndFellow, 'Members and fellow', 'The fellows listed on /fellows.', {
    sections: ['fellows-page'],
    collection: 'fellow',
  }),
  area(adminPaths.contactUsContent, 'Contact us content', 'The words above the contact form.', {
    sections: ['contact-us'],
  }),
  area(
    adminPaths.researchGrant,
    'Research grant',
    'The grants on /research-grant, each with its page, and the application guidelines.',
    {
      sections: ['research-grant-page', 'application-guidelines'],
      collection: 'research-grant',
    },
  ),
  area(adminPaths.homepage, 'Homepage', 'The home page’s heading, image and introduction.', {
    sections: ['home'],
  }),
  area(adminPaths.aboutUs, 'About us', 'The /about-us page.', { sections: ['about-us'] }),
  area(adminPaths.gallery, 'Gallery', 'The photos on /gallery.', {
    sections: ['gallery-page'],
    collection: 'gallery',
  }),
  area(adminPaths.directoryFinder, 'Directory Finder', 'The words above the members’ directory.', {
    sections: ['directory-finder'],
  }),
  area(adminPaths.memberBenefits, 'Member benefits', 'The /membership-benefits page.', {
    sections: ['member-benefits'],
    collection: 'member-benefit',
  }),
  area(adminPaths.fellowGuidelines, 'Fellow Guidelines', 'The /fellowship-guidelines page.', {
    sections: ['fellowship-guidelines'],
  }),
  area(adminPaths.ourCommittee, 'Our Committee', 'The two sections of /our-committee.', {
    sections: ['committee-page'],
    collection: 'committee',
  }),
  area(
    adminPaths.recognitionCouncil,
    'Recognition council',
    'The council members on /recognition-council.',
    { sections: ['council-page'], collection: 'council' },
  ),
  area(
    adminPaths.decisionTrees,
    'Decision Trees',
    'The decision trees and checklists on /decision-trees-checklists.',
    { sections: ['decision-trees-page'], collection: 'decision-tree' },
  ),
  area(
    adminPaths.privacyNotice,
    'Privacy notice',
    'The /privacy page. Each save publishes a new version; applicants agree to the latest.',
    { sections: ['privacy'] },
  ),
  area(adminPaths.osiPress, 'Osi Press', 'The press articles, each with its page.', {
    sections: ['press-page'],
    collection: 'press',
  }),
];
