import type { RouteObject } from 'react-router';
import { loadWithForms } from '@/components/form/load-with-forms';
import { paths } from '@/config/paths';
import type { LazyPage } from './lazy-page';
import { serverRendered } from './server-rendered';
import { MembersOnly } from '@/features/auth/components/members-only';

/** The server-drawn pages' modules: a page's code and its data come from one chunk. */
const pages = {
  memberDirectoryPage: () => import('@/features/directory/pages/member-directory-page'),
  contactPage: () => loadWithForms(() => import('@/features/contact/pages/contact-page')),
};

/**
 * The society's community: newsletter links, event registrations, certificates, the members'
 * directory, contact, and the forum.
 */
export const createCommunityRoutes = (page: LazyPage): RouteObject[] => [
  {
    path: paths.newsletterConfirm,
    ...page(
      async () =>
        (await import('@/features/newsletter/pages/newsletter-confirm-page')).NewsletterConfirmPage,
    ),
  },
  {
    path: paths.newsletterUnsubscribe,
    ...page(
      async () =>
        (await import('@/features/newsletter/pages/newsletter-unsubscribe-page'))
          .NewsletterUnsubscribePage,
    ),
  },
  {
    path: paths.eventRegistration,
    ...page(
      async () =>
        (await import('@/features/events/pages/event-registration-page')).EventRegistrationPage,
    ),
  },
  {
    path: paths.verifyCertificate,
    ...page(
      async () =>
        (await import('@/features/events/pages/verify-certificate-page')).VerifyCertificatePage,
    ),
  },
  serverRendered({
    path: paths.memberDirectory,
    ...page(
      async () => (await pages.memberDirectoryPage()).MemberDirectoryPage,
      async () => (await pages.memberDirectoryPage()).memberDirectoryPageData,
    ),
  }),
  {
    path: paths.studyClubMember,
    ...page(
      async () =>
        (await import('@/features/directory/pages/member-profile-page')).MemberProfilePage,
    ),
  },
  serverRendered({
    path: paths.contactUs,
    ...page(
      async () => (await pages.contactPage()).ContactPage,
      async () => (await pages.contactPage()).contactPageData,
    ),
  }),
  {
    Component: MembersOnly,
    children: [
      {
        lazy: {
          Component: async () =>
            (await import('@/features/forum/components/forum-access')).ForumAccess,
        },
        children: [
          {
            path: paths.discussionForums,
            ...page(async () => (await import('@/features/forum/pages/forum-page')).ForumPage),
          },
          {
            path: paths.discussionForum,
            ...page(async () => (await import('@/features/forum/pages/thread-page')).ThreadPage),
          },
          {
            path: paths.newThread,
            ...page(
              async () => (await import('@/features/forum/pages/new-thread-page')).NewThreadPage,
            ),
          },
        ],
      },
    ],
  },
];
