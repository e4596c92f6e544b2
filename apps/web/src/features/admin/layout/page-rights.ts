import { roleMay, type StaffRight, type StaffRole } from '@osi/shared';
import { matchPath } from 'react-router';
import { adminPaths, paths } from '@/config/paths';
import { contentAreas } from '../content/content-areas';

/**
 * The right each back-office page needs: that of the endpoint it loads (or, for a form, saves
 * with), so the page and the server ask the same question (decisions 081 and 082). Written out
 * rather than read from the contracts, which would put every area's schemas in the layout's
 * chunk (decision 088); page-rights.test.ts holds each to its endpoint's.
 */
export const pageRights: Record<string, StaffRight> = {
  [adminPaths.home]: 'members',
  [adminPaths.membershipTypes]: 'prices',
  [adminPaths.membershipApplications]: 'members',
  [adminPaths.membershipDetails]: 'members',
  [adminPaths.deletedMembershipApplications]: 'members',
  [adminPaths.paymentsReconciliation]: 'payments',
  [adminPaths.fellowshipPrice]: 'prices',
  [adminPaths.fellowshipApplications]: 'members',
  [adminPaths.fellowshipDetails]: 'members',
  [adminPaths.fellowshipFormHeadings]: 'content',
  [adminPaths.researchBanner]: 'content',
  [adminPaths.register]: 'staff',
  [adminPaths.subscribedMails]: 'content',
  [adminPaths.discussForum]: 'content',
  [adminPaths.discussForumThread]: 'content',
  [paths.smsSend]: 'members',
  ...Object.fromEntries(contentAreas.map(({ path }) => [path, 'content'])),
  [adminPaths.researchGrantApplications]: 'members',
  [adminPaths.researchGrantDetails]: 'members',
  [adminPaths.roadmapDepartments]: 'members',
  [adminPaths.siteDetails]: 'content',
  [adminPaths.renewalsDue]: 'members',
  [adminPaths.payments]: 'payments:read',
  [adminPaths.eventRegistrations]: 'members',
  [adminPaths.eventAttendees]: 'members',
  [adminPaths.eventCheckIn]: 'check-in',
  [adminPaths.checkIn]: 'check-in',
  [adminPaths.staff]: 'staff',
  [adminPaths.auditLog]: 'staff',
  [adminPaths.privacyRequests]: 'staff',
  [adminPaths.twoFactor]: 'self',
  [adminPaths.password]: 'self',
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
