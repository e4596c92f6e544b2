import type { FastifyInstance } from 'fastify';
import { SandboxGateway } from './infra/payments';
import { sandboxCheckoutRoutes } from './infra/payments/sandbox-checkout.routes';
import { publicUploadsRoutes } from './infra/storage/public-uploads.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { caseRoutes } from './modules/cases/cases.routes';
import { certificateRoutes } from './modules/certificates/certificates.routes';
import { checkInRoutes } from './modules/check-in/check-in.routes';
import { captionRoutes } from './modules/content/captions.routes';
import { adminAuthRoutes } from './modules/auth/admin-auth.routes';
import { memberAuthRoutes } from './modules/auth/member-auth.routes';
import { sessionRoutes } from './modules/auth/session.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contentRoutes } from './modules/content/content.routes';
import { contentItemRoutes } from './modules/content/content-items.routes';
import { sitemapRoutes } from './modules/content/sitemap.routes';
import { eventRegistrationRoutes } from './modules/events/event-registration.routes';
import { directoryRoutes } from './modules/directory/directory.routes';
import { eventAdminRoutes } from './modules/event-admin/event-admin.routes';
import { adminForumRoutes } from './modules/forum/admin-forum.routes';
import { forumRoutes } from './modules/forum/forum.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { adminFellowshipRoutes } from './modules/fellowships/admin-fellowships.routes';
import { fellowshipTypeRoutes } from './modules/fellowships/fellowship-types.routes';
import { fellowshipRoutes } from './modules/fellowships/fellowships.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminMemberRoutes } from './modules/members/admin-members.routes';
import { ownProfileRoutes } from './modules/members/members.routes';
import { adminNewsletterRoutes } from './modules/newsletter/admin-newsletter.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { membershipTypeRoutes } from './modules/membership-types/membership-types.routes';
import { renewalsDueRoutes } from './modules/membership-year/renewals-due.routes';
import { membershipYearRoutes } from './modules/membership-year/membership-year.routes';
import { paymentsWebhookRoutes } from './modules/payments/payments-webhook.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { receiptRoutes } from './modules/payments/receipts.routes';
import { refundRoutes } from './modules/refunds/refunds.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { renewalRoutes } from './modules/renewal/renewal.routes';
import { privacyNoticeRoutes } from './modules/privacy/privacy-notice.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { adminResearchGrantRoutes } from './modules/research-grants/admin-research-grants.routes';
import { researchGrantRoutes } from './modules/research-grants/research-grants.routes';
import { memberUploadsRoutes } from './modules/uploads/member-uploads.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';

/** Every module's routes; which optional ones exist depends on the adapters in use. */
export const registerRoutes = async (app: FastifyInstance) => {
  for (const routes of [
    healthRoutes,
    sessionRoutes,
    memberAuthRoutes,
    adminAuthRoutes,
    twoFactorRoutes,
    contentRoutes,
    captionRoutes,
    contentItemRoutes,
    sitemapRoutes,
    publicUploadsRoutes,
    membershipTypeRoutes,
    membershipYearRoutes,
    privacyNoticeRoutes,
    registrationRoutes,
    uploadsRoutes,
    memberUploadsRoutes,
    ownProfileRoutes,
    adminMemberRoutes,
    fellowshipTypeRoutes,
    fellowshipRoutes,
    renewalRoutes,
    caseRoutes,
    adminFellowshipRoutes,
    adminRoutes,
    auditRoutes,
    staffRoutes,
    newsletterRoutes,
    adminNewsletterRoutes,
    directoryRoutes,
    forumRoutes,
    adminForumRoutes,
    contactRoutes,
    smsRoutes,
    researchGrantRoutes,
    adminResearchGrantRoutes,
    renewalsDueRoutes,
    accountsRoutes,
    receiptRoutes,
    refundRoutes,
    eventAdminRoutes,
    checkInRoutes,
    certificateRoutes,
    eventRegistrationRoutes,
    privacyRoutes,
  ]) {
    await app.register(routes);
  }
  if (app.payments instanceof SandboxGateway) {
    await app.register(sandboxCheckoutRoutes, { gateway: app.payments });
  }
  if (app.payments.name === 'razorpay') await app.register(paymentsWebhookRoutes);
  if (!app.mail.sender && !app.config.isProduction) await app.register(devMailboxRoutes);
};
