import type { ComponentType } from 'react';

/**
 * The back office's pages, each its own chunk: a route loads only its page's code (and the
 * libraries that page uses), in parallel with the layout's (decision 088).
 */
export const backOfficePages = {
  AddAdminPage: () => import('./admins/pages/add-admin-page').then((m) => m.AddAdminPage),
  AdminLoginPage: () => import('./auth/pages/admin-login-page').then((m) => m.AdminLoginPage),
  AuditLogPage: () => import('./audit/pages/audit-log-page').then((m) => m.AuditLogPage),
  ContentAreaPage: () => import('./content/pages/content-area-page').then((m) => m.ContentAreaPage),
  AttendeesPage: () => import('./events/pages/attendees-page').then((m) => m.AttendeesPage),
  CheckInEventsPage: () =>
    import('./events/pages/check-in-events-page').then((m) => m.CheckInEventsPage),
  CheckInPage: () => import('./events/pages/check-in-page').then((m) => m.CheckInPage),
  EventsPage: () => import('./events/pages/events-page').then((m) => m.EventsPage),
  FellowshipDetailsPage: () =>
    import('./fellowships/pages/fellowship-details-page').then((m) => m.FellowshipDetailsPage),
  FellowshipFormHeadingsPage: () =>
    import('./fellowships/pages/fellowship-form-headings-page').then(
      (m) => m.FellowshipFormHeadingsPage,
    ),
  FellowshipPricePage: () =>
    import('./fellowships/pages/fellowship-price-page').then((m) => m.FellowshipPricePage),
  FellowshipsPage: () =>
    import('./fellowships/pages/fellowships-page').then((m) => m.FellowshipsPage),
  AdminHomePage: () => import('./home/pages/admin-home-page').then((m) => m.AdminHomePage),
  AdminLayout: () => import('./layout/components/admin-layout').then((m) => m.AdminLayout),
  DeletedMembersPage: () =>
    import('./members/pages/deleted-members-page').then((m) => m.DeletedMembersPage),
  MemberDetailsPage: () =>
    import('./members/pages/member-details-page').then((m) => m.MemberDetailsPage),
  MembersPage: () => import('./members/pages/members-page').then((m) => m.MembersPage),
  MembershipTypesPage: () =>
    import('./membership-types/pages/membership-types-page').then((m) => m.MembershipTypesPage),
  PaymentsPage: () => import('./accounts/pages/payments-page').then((m) => m.PaymentsPage),
  PaymentsReconciliationPage: () =>
    import('./payments/pages/payments-reconciliation-page').then(
      (m) => m.PaymentsReconciliationPage,
    ),
  DiscussForumPage: () =>
    import('./forum/pages/discuss-forum-page').then((m) => m.DiscussForumPage),
  DiscussThreadPage: () =>
    import('./forum/pages/discuss-thread-page').then((m) => m.DiscussThreadPage),
  SmsSendPage: () => import('./sms/pages/sms-send-page').then((m) => m.SmsSendPage),
  SubscribedMailsPage: () =>
    import('./newsletter/pages/subscribed-mails-page').then((m) => m.SubscribedMailsPage),
  RenewalsDuePage: () =>
    import('./renewals/pages/renewals-due-page').then((m) => m.RenewalsDuePage),
  PrivacyRequestsPage: () =>
    import('./privacy/pages/privacy-requests-page').then((m) => m.PrivacyRequestsPage),
  ResearchBannerPage: () =>
    import('./research-grants/pages/research-banner-page').then((m) => m.ResearchBannerPage),
  ResearchGrantDetailsPage: () =>
    import('./research-grants/pages/research-grant-details-page').then(
      (m) => m.ResearchGrantDetailsPage,
    ),
  ResearchGrantsPage: () =>
    import('./research-grants/pages/research-grants-page').then((m) => m.ResearchGrantsPage),
  RoadmapDepartmentsPage: () =>
    import('./research-grants/pages/roadmap-departments-page').then(
      (m) => m.RoadmapDepartmentsPage,
    ),
  SiteDetailsPage: () => import('./site/pages/site-details-page').then((m) => m.SiteDetailsPage),
  TwoFactorPage: () => import('./two-factor/pages/two-factor-page').then((m) => m.TwoFactorPage),
  PasswordPage: () => import('./password/pages/password-page').then((m) => m.PasswordPage),
  InvitationPage: () => import('./staff/pages/invitation-page').then((m) => m.InvitationPage),
  StaffPage: () => import('./staff/pages/staff-page').then((m) => m.StaffPage),
} satisfies Record<string, () => Promise<ComponentType>>;
