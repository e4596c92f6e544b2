// The back office's one code-split chunk: every route of it loads its component from here.
export { AddAdminPage } from './admins/pages/add-admin-page';
export { AdminLoginPage } from './auth/pages/admin-login-page';
export { AdminHomePage } from './home/pages/admin-home-page';
export { AdminLayout } from './layout/components/admin-layout';
export { NotBuiltYetPage } from './layout/pages/not-built-yet-page';
export { DeletedMembersPage } from './members/pages/deleted-members-page';
export { MemberDetailsPage } from './members/pages/member-details-page';
export { MembersPage } from './members/pages/members-page';
export { MembershipTypesPage } from './membership-types/pages/membership-types-page';
export { PaymentsReconciliationPage } from './payments/pages/payments-reconciliation-page';
export { DiscussForumPage } from './forum/pages/discuss-forum-page';
export { DiscussThreadPage } from './forum/pages/discuss-thread-page';
export { SmsSendPage } from './sms/pages/sms-send-page';
export { SubscribedMailsPage } from './newsletter/pages/subscribed-mails-page';
