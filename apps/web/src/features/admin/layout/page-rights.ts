import {
  accountsEndpoints,
  auditEndpoints,
  adminEndpoints,
  adminEventEndpoints,
  adminFellowshipEndpoints,
  adminForumEndpoints,
  adminMemberEndpoints,
  adminNewsletterEndpoints,
  adminPrivacyEndpoints,
  adminResearchGrantEndpoints,
  contentEndpoints,
  membershipTypeEndpoints,
  renewalsDueEndpoints,
  roleMay,
  smsEndpoints,
  staffEndpoints,
  twoFactorEndpoints,
  type StaffRight,
  type StaffRole,
} from '@osi/shared';
import { matchPath } from 'react-router';
import { adminPaths, paths } from '@/config/paths';
import { contentAreas } from '../content/content-areas';

/**
 * The right each back-office page needs: that of the endpoint it loads (or, for a form, saves
 * with), so the page and the server ask the same question (decisions 081 and 082).
 */
export const pageRights: Record<string, StaffRight> = {
  [adminPaths.home]: adminEndpoints.overview.right,
  [adminPaths.membershipTypes]: membershipTypeEndpoints.list.right,
  [adminPaths.membershipApplications]: adminMemberEndpoints.list.right,
  [adminPaths.membershipDetails]: adminMemberEndpoints.details.right,
  [adminPaths.deletedMembershipApplications]: adminMemberEndpoints.deleted.right,
  [adminPaths.paymentsReconciliation]: adminEndpoints.unclaimedPayments.right,
  [adminPaths.fellowshipPrice]: adminFellowshipEndpoints.prices.right,
  [adminPaths.fellowshipApplications]: adminFellowshipEndpoints.list.right,
  [adminPaths.fellowshipDetails]: adminFellowshipEndpoints.details.right,
  [adminPaths.fellowshipFormHeadings]: contentEndpoints.saveCaption.right,
  [adminPaths.researchBanner]: contentEndpoints.saveCaption.right,
  [adminPaths.register]: adminEndpoints.addAdmin.right,
  [adminPaths.subscribedMails]: adminNewsletterEndpoints.subscribers.right,
  [adminPaths.discussForum]: adminForumEndpoints.threads.right,
  [adminPaths.discussForumThread]: adminForumEndpoints.thread.right,
  [paths.smsSend]: smsEndpoints.sent.right,
  ...Object.fromEntries(contentAreas.map(({ path }) => [path, contentEndpoints.adminList.right])),
  [adminPaths.researchGrantApplications]: adminResearchGrantEndpoints.list.right,
  [adminPaths.researchGrantDetails]: adminResearchGrantEndpoints.details.right,
  [adminPaths.roadmapDepartments]: adminResearchGrantEndpoints.departments.right,
  [adminPaths.siteDetails]: contentEndpoints.saveSiteDetails.right,
  [adminPaths.renewalsDue]: renewalsDueEndpoints.list.right,
  [adminPaths.payments]: accountsEndpoints.payments.right,
  [adminPaths.eventRegistrations]: adminEventEndpoints.events.right,
  [adminPaths.eventAttendees]: adminEventEndpoints.attendees.right,
  [adminPaths.eventCheckIn]: adminEventEndpoints.checkInCounts.right,
  [adminPaths.checkIn]: adminEventEndpoints.checkInEvents.right,
  [adminPaths.staff]: staffEndpoints.list.right,
  [adminPaths.auditLog]: auditEndpoints.events.right,
  [adminPaths.privacyRequests]: adminPrivacyEndpoints.list.right,
  [adminPaths.twoFactor]: twoFactorEndpoints.status.right,
};

/** The right of the page a pattern names; a page without one is a mistake caught here. */
export const rightOfPage = (pattern: string) => {
  const right = pageRights[pattern];
  if (!right) throw new Error(`No staff right for the page ${pattern}`);
  return right;
};

/** The right the page at `pathname` needs; undefined for an address of no page. */
export const rightAt = (pathname: string) =>
  Object.entries(pageRights).find(([pattern]) => matchPath(pattern, pathname))?.[1];

/** Whether the role may open the page at `pathname` (an unknown address is not refused here). */
export const roleMayOpen = (role: StaffRole, pathname: string) => {
  const right = rightAt(pathname);
  return !right || roleMay(role, right);
};
