import type { RouteObject } from 'react-router';
import { adminPaths, paths } from '@/config/paths';
import { ErrorPage } from '@/features/site/pages/error-page';
import { backOfficePages } from './back-office';
import { AdminLoading } from './components/admin-loading';
import { contentAreas } from './content/content-areas';

/** A route whose component is loaded on its first visit, from that page's own chunk. */
const fromBackOffice = (page: keyof typeof backOfficePages) => ({
  lazy: { Component: backOfficePages[page] },
});

/**
 * The administrator back office: its sign-in, the invitation's page, and its pages inside the admin layout, which
 * guards them. Not the public site's layout. Each router gets its own route objects.
 */
export const createAdminRoutes = (): RouteObject[] => [
  {
    path: adminPaths.login,
    ErrorBoundary: ErrorPage,
    HydrateFallback: AdminLoading,
    ...fromBackOffice('AdminLoginPage'),
  },
  {
    path: adminPaths.invitation,
    ErrorBoundary: ErrorPage,
    HydrateFallback: AdminLoading,
    ...fromBackOffice('InvitationPage'),
  },
  {
    ErrorBoundary: ErrorPage,
    HydrateFallback: AdminLoading,
    ...fromBackOffice('AdminLayout'),
    children: [
      { path: adminPaths.home, ...fromBackOffice('AdminHomePage') },
      { path: adminPaths.membershipTypes, ...fromBackOffice('MembershipTypesPage') },
      { path: adminPaths.membershipApplications, ...fromBackOffice('MembersPage') },
      { path: adminPaths.membershipDetails, ...fromBackOffice('MemberDetailsPage') },
      { path: adminPaths.deletedMembershipApplications, ...fromBackOffice('DeletedMembersPage') },
      {
        path: adminPaths.paymentsReconciliation,
        ...fromBackOffice('PaymentsReconciliationPage'),
      },
      { path: adminPaths.fellowshipPrice, ...fromBackOffice('FellowshipPricePage') },
      { path: adminPaths.fellowshipApplications, ...fromBackOffice('FellowshipsPage') },
      { path: adminPaths.fellowshipDetails, ...fromBackOffice('FellowshipDetailsPage') },
      {
        path: adminPaths.fellowshipFormHeadings,
        ...fromBackOffice('FellowshipFormHeadingsPage'),
      },
      { path: adminPaths.register, ...fromBackOffice('AddAdminPage') },
      { path: adminPaths.subscribedMails, ...fromBackOffice('SubscribedMailsPage') },
      { path: adminPaths.discussForum, ...fromBackOffice('DiscussForumPage') },
      { path: adminPaths.discussForumThread, ...fromBackOffice('DiscussThreadPage') },
      { path: paths.smsSend, ...fromBackOffice('SmsSendPage') },
      ...contentAreas.map(({ path }) => ({ path, ...fromBackOffice('ContentAreaPage') })),
      { path: adminPaths.researchGrantApplications, ...fromBackOffice('ResearchGrantsPage') },
      { path: adminPaths.researchGrantDetails, ...fromBackOffice('ResearchGrantDetailsPage') },
      { path: adminPaths.researchBanner, ...fromBackOffice('ResearchBannerPage') },
      { path: adminPaths.roadmapDepartments, ...fromBackOffice('RoadmapDepartmentsPage') },
      { path: adminPaths.siteDetails, ...fromBackOffice('SiteDetailsPage') },
      { path: adminPaths.twoFactor, ...fromBackOffice('TwoFactorPage') },
      { path: adminPaths.password, ...fromBackOffice('PasswordPage') },
      { path: adminPaths.renewalsDue, ...fromBackOffice('RenewalsDuePage') },
      { path: adminPaths.privacyRequests, ...fromBackOffice('PrivacyRequestsPage') },
      { path: adminPaths.payments, ...fromBackOffice('PaymentsPage') },
      { path: adminPaths.auditLog, ...fromBackOffice('AuditLogPage') },
      { path: adminPaths.eventRegistrations, ...fromBackOffice('EventsPage') },
      { path: adminPaths.eventAttendees, ...fromBackOffice('AttendeesPage') },
      { path: adminPaths.eventCheckIn, ...fromBackOffice('CheckInPage') },
      { path: adminPaths.checkIn, ...fromBackOffice('CheckInEventsPage') },
      { path: adminPaths.staff, ...fromBackOffice('StaffPage') },
    ],
  },
];
