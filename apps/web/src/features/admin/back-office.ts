// The back office's one code-split chunk: every route of it loads its component from here.
export { AddAdminPage } from './admins/pages/add-admin-page';
export { AdminLoginPage } from './auth/pages/admin-login-page';
export { FellowshipDetailsPage } from './fellowships/pages/fellowship-details-page';
export { FellowshipFormHeadingsPage } from './fellowships/pages/fellowship-form-headings-page';
export { FellowshipPricePage } from './fellowships/pages/fellowship-price-page';
export { FellowshipsPage } from './fellowships/pages/fellowships-page';
export { AdminHomePage } from './home/pages/admin-home-page';
export { AdminLayout } from './layout/components/admin-layout';
export { NotBuiltYetPage } from './layout/pages/not-built-yet-page';
export { DeletedMembersPage } from './members/pages/deleted-members-page';
export { MemberDetailsPage } from './members/pages/member-details-page';
export { MembersPage } from './members/pages/members-page';
export { MembershipTypesPage } from './membership-types/pages/membership-types-page';
export { PaymentsReconciliationPage } from './payments/pages/payments-reconciliation-page';
