import {
  applicationGuidelineParts,
  blogCategoryPath,
  checkInPagePath,
  invitationPagePath,
  itemPagePaths,
  pressArticlePath,
  pressPath,
  publicPagePaths,
  registrationPagePath,
  verifyPath,
} from '@osi/shared';

/**
 * Every URL of the site, as React Router patterns; the public ones are shared with the server's
 * sitemap. Build links to patterns with parameters with
 * `generatePath(paths.blogPost, { slug })`. The press routes depend on the society's short name
 * from the site settings, so they are functions.
 */
export const paths = {
  ...publicPagePaths,
  memberLogin: '/member-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  dashboard: '/dashboard',
  applyFellowship: '/apply-fellowship',
  researchGrantDetail: itemPagePaths['research-grant'],
  researchGrantApplication: '/research-grant-application',
  discussionForums: '/discussion-forums',
  discussionForum: '/discussion-forums/:slug',
  newThread: '/new-thread',
  eventDetail: itemPagePaths.event,
  eventDetailPage: '/event-detail',
  studyClubDetail: itemPagePaths['study-club'],
  studyClubMember: '/studyclub-member/:id',
  blogPost: itemPagePaths.blog,
  blogCategory: blogCategoryPath,
  blogs: '/blogs',
  blog1: '/blog1',
  blog1Post: '/blog1/:slug',
  smsSend: '/sms-send',
  newsletterConfirm: '/newsletter/confirm/:token',
  newsletterUnsubscribe: '/newsletter/unsubscribe/:token',
  eventRegistration: registrationPagePath(':token'),
  verifyCertificate: verifyPath(':code'),
  pressList: pressPath,
  pressArticle: pressArticlePath,
} as const;

/** The login page's address that brings the member back to `path` once signed in. */
export const loginReturningTo = (path: string) =>
  `${paths.memberLogin}?${new URLSearchParams({ next: path })}`;

export type NavLinkItem = { label: string; to: string };

const guidelinePart = (index: 0 | 1 | 2): NavLinkItem => ({
  label: applicationGuidelineParts[index].title,
  to: `${paths.applicationGuidelines}#${applicationGuidelineParts[index].anchor}`,
});
/** A labelled sub-menu inside a group, such as Academics › Application Form. */
export type NavSubmenu = { label: string; items: NavLinkItem[] };
export type NavEntry = NavLinkItem | NavSubmenu;

/**
 * One top-level entry of the header. `alsoActiveOn` lists route patterns that are not in the
 * menu but highlight the group. A path also covers the paths below it (/events covers
 * /events/{slug}).
 */
export type NavGroup =
  | { kind: 'link'; label: string; to: string; alsoActiveOn?: string[] }
  | { kind: 'menu'; label: string; entries: NavEntry[]; alsoActiveOn?: string[] }
  | { kind: 'conference'; label: string };

export const navLinks = {
  home: { label: 'Home', to: paths.home },
  membershipBenefits: { label: 'Membership Benefits', to: paths.membershipBenefits },
  applyMembership: { label: 'Apply Membership', to: paths.becomeAMember },
  directoryFinder: { label: 'Directory Finder', to: paths.memberDirectory },
  fellows: { label: 'Fellows', to: paths.fellows },
  fellowshipGuidelines: { label: 'Fellowship Guidelines', to: paths.fellowshipGuidelines },
  fellowshipApplication: { label: 'Fellowship Application', to: paths.applyFellowship },
  aboutUs: { label: 'About Us', to: paths.aboutUs },
  ourCommittee: { label: 'Our Committee', to: paths.ourCommittee },
  researchGrant: { label: 'Research Grant', to: paths.researchGrant },
  researchGrantApplication: {
    label: 'Research Grant Application',
    to: paths.researchGrantApplication,
  },
  applicationGuidelines: { label: 'Application Guidelines', to: paths.applicationGuidelines },
  howToApply: guidelinePart(0),
  applicationReviewProcess: guidelinePart(1),
  acceptedArticles: guidelinePart(2),
  discussionForums: { label: 'Discussion Forums', to: paths.discussionForums },
  events: { label: 'Events', to: paths.events },
  speakerFinder: { label: 'Speaker Finder', to: paths.speakerFinder },
  studyClub: { label: 'Study Club', to: paths.studyClub },
  gallery: { label: 'Gallery', to: paths.gallery },
  blog: { label: 'Blog', to: paths.blog },
  youtube: { label: 'YouTube', to: paths.youtube },
  podcast: { label: 'Podcast', to: paths.podcast },
  recognitionCouncil: { label: 'Recognition Council', to: paths.recognitionCouncil },
  decisionTrees: { label: 'Decision Trees and Checklists', to: paths.decisionTreesChecklists },
  contactUs: { label: 'Contact', to: paths.contactUs },
  privacy: { label: 'Privacy Notice', to: paths.privacy },
  memberLogin: { label: 'Login', to: paths.memberLogin },
  joinUs: { label: 'Join Us', to: paths.becomeAMember },
  dashboard: { label: 'Dashboard', to: paths.dashboard },
} satisfies Record<string, NavLinkItem>;

export const navGroups: NavGroup[] = [
  { kind: 'link', ...navLinks.home },
  {
    kind: 'menu',
    label: 'Membership',
    entries: [navLinks.membershipBenefits, navLinks.applyMembership, navLinks.directoryFinder],
  },
  {
    kind: 'menu',
    label: 'Academics',
    entries: [
      navLinks.fellows,
      navLinks.fellowshipGuidelines,
      { label: 'Application Form', items: [navLinks.fellowshipApplication] },
    ],
  },
  {
    kind: 'menu',
    label: 'About',
    entries: [navLinks.aboutUs, navLinks.ourCommittee],
    alsoActiveOn: [paths.recognitionCouncil],
  },
  { kind: 'conference', label: 'Annual Congress' },
  {
    kind: 'menu',
    label: 'Research',
    entries: [
      navLinks.researchGrant,
      navLinks.researchGrantApplication,
      navLinks.applicationGuidelines,
      navLinks.howToApply,
      navLinks.applicationReviewProcess,
      navLinks.acceptedArticles,
    ],
  },
  {
    kind: 'menu',
    label: 'Tools',
    entries: [
      navLinks.discussionForums,
      navLinks.events,
      navLinks.speakerFinder,
      navLinks.studyClub,
      navLinks.gallery,
    ],
    alsoActiveOn: [
      paths.decisionTreesChecklists,
      paths.newThread,
      paths.eventDetailPage,
      paths.studyClubMember,
    ],
  },
  {
    kind: 'link',
    label: 'Education',
    to: paths.blog,
    alsoActiveOn: [paths.youtube, paths.podcast, paths.blogs, paths.blog1],
  },
  { kind: 'link', ...navLinks.contactUs },
];

/**
 * The pages of a header group that its menu does not list (the spec highlights them under the
 * group): each page of the group links to all of them, so every page can be reached.
 */
export const groupPages = {
  Education: [navLinks.blog, navLinks.youtube, navLinks.podcast],
  About: [navLinks.aboutUs, navLinks.ourCommittee, navLinks.recognitionCouncil],
  Tools: [
    navLinks.events,
    navLinks.speakerFinder,
    navLinks.studyClub,
    navLinks.gallery,
    navLinks.decisionTrees,
  ],
} satisfies Record<string, NavLinkItem[]>;
export type PageGroup = keyof typeof groupPages;

export const footerLinks: NavLinkItem[] = [
  navLinks.ourCommittee,
  navLinks.blog,
  navLinks.discussionForums,
  navLinks.events,
  navLinks.speakerFinder,
  navLinks.studyClub,
  navLinks.gallery,
  navLinks.privacy,
];

/** Every URL of the administrator back office (patterns with parameters use `generatePath`). */
export const adminPaths = {
  login: '/adminlogin',
  register: '/adminregister',
  twoFactor: '/admin-two-factor',
  password: '/admin-password',
  home: '/adminhome',
  membershipTypes: '/member-type-price',
  membershipApplications: '/admin-membership-applications',
  membershipDetails: '/admin-membership-details/:id',
  deletedMembershipApplications: '/admin-deleted-membership-applications',
  fellowshipPrice: '/fellow-type-price',
  fellowshipApplications: '/admin-fellowship-applications',
  fellowshipDetails: '/admin-fellowship-details/:id',
  researchGrantApplications: '/admin-researchgrant-applications',
  researchGrantDetails: '/admin-research-details/:id',
  fellowshipFormHeadings: '/fellowship-form-headers',
  researchBanner: '/research-form-headers',
  studyClub: '/adminstudyclub',
  speaker: '/adminspeaker',
  podcast: '/admin-podcast',
  youtube: '/admin-youtube',
  blogs: '/admin-blog',
  discussForum: '/admindiscuss',
  discussForumThread: '/admindiscuss/:id',
  events: '/adminevents',
  membersAndFellow: '/adminmf',
  contactUsContent: '/admincontact',
  researchGrant: '/adminresearchgrant',
  homepage: '/adminhomepage',
  aboutUs: '/adminaboutus',
  gallery: '/admin-gallery',
  directoryFinder: '/admin-directory-finder',
  memberBenefits: '/admin-member-benefits',
  fellowGuidelines: '/admin-fellow-guidelines',
  ourCommittee: '/admin-our-committee',
  recognitionCouncil: '/admin-recognition-council',
  decisionTrees: '/admin-decision-trees',
  subscribedMails: '/subscribed-mails',
  osiPress: '/admin-osi-press',
  paymentsReconciliation: '/admin-payments-reconciliation',
  renewalsDue: '/admin-renewals-due',
  privacyRequests: '/admin-privacy-requests',
  payments: '/admin-payments',
  roadmapDepartments: '/admin-roadmap-departments',
  siteDetails: '/admin-site-details',
  auditLog: '/admin-audit-log',
  privacyNotice: '/admin-privacy-notice',
  eventRegistrations: '/admin/events',
  eventAttendees: '/admin/events/:id',
  eventCheckIn: checkInPagePath(':id'),
  checkIn: '/admin/check-in',
  staff: '/admin/staff',
  invitation: invitationPagePath(':token'),
} as const;
