import type { contentCollections } from './content-definitions';

/** The press list lives at `/{shortName}-press`. */
export const pressPath = (shortName: string) => `/${shortName}-press`;

/**
 * The public pages at fixed addresses, listed once: the web app routes them and the sitemap
 * names them. Sign-in pages, the member area, the back office and old addresses that redirect
 * are not among them.
 */
export const publicPagePaths = {
  home: '/',
  aboutUs: '/about-us',
  ourCommittee: '/our-committee',
  recognitionCouncil: '/recognition-council',
  membershipBenefits: '/membership-benefits',
  becomeAMember: '/become-a-member',
  memberDirectory: '/member-directory',
  fellows: '/fellows',
  fellowshipGuidelines: '/fellowship-guidelines',
  researchGrant: '/research-grant',
  applicationGuidelines: '/application-guidelines',
  events: '/events',
  speakerFinder: '/speaker-finder',
  studyClub: '/study-club',
  gallery: '/gallery',
  decisionTreesChecklists: '/decision-trees-checklists',
  blog: '/blog',
  youtube: '/youtube',
  podcast: '/podcast',
  contactUs: '/contact-us',
  privacy: '/privacy',
} as const;

type SluggedCollectionName = Extract<
  (typeof contentCollections)[number],
  { slugged: true }
>['name'];

/** The page of an item of each collection with item pages, by its `:slug` (press: below). */
export const itemPagePaths = {
  blog: '/blog/:slug',
  event: '/events/:slug',
  'study-club': '/study-club/:slug',
  'research-grant': '/research-grant/:slug',
} as const satisfies Record<Exclude<SluggedCollectionName, 'press'>, string>;

/** The blog's categories each have a page; the press's do not. */
export const blogCategoryPath = '/blog/category/:categorySlug';

/** A press article lives below the press list, which depends on the society's short name. */
export const pressArticlePath = (shortName: string, slug: string) =>
  `${pressPath(shortName)}/${encodeURIComponent(slug)}`;
