import {
  accountsEndpoints,
  adminAccountEndpoints,
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
  smsEndpoints,
  staffEndpoints,
  twoFactorEndpoints,
  type StaffRight,
} from '@osi/shared';
import { describe, expect, test } from 'vitest';
import { adminPaths, paths } from '@/config/paths';
import { contentAreas } from '../content/content-areas';
import { pageRights } from './page-rights';

/** The endpoint each page loads (or, for a form, saves with). */
const endpointOfPage: Record<string, { right: StaffRight }> = {
  [adminPaths.home]: adminEndpoints.overview,
  [adminPaths.membershipTypes]: membershipTypeEndpoints.list,
  [adminPaths.membershipApplications]: adminMemberEndpoints.list,
  [adminPaths.membershipDetails]: adminMemberEndpoints.details,
  [adminPaths.deletedMembershipApplications]: adminMemberEndpoints.deleted,
  [adminPaths.paymentsReconciliation]: adminEndpoints.unclaimedPayments,
  [adminPaths.fellowshipPrice]: adminFellowshipEndpoints.prices,
  [adminPaths.fellowshipApplications]: adminFellowshipEndpoints.list,
  [adminPaths.fellowshipDetails]: adminFellowshipEndpoints.details,
  [adminPaths.fellowshipFormHeadings]: contentEndpoints.saveCaption,
  [adminPaths.researchBanner]: contentEndpoints.saveCaption,
  [adminPaths.register]: adminEndpoints.addAdmin,
  [adminPaths.subscribedMails]: adminNewsletterEndpoints.subscribers,
  [adminPaths.discussForum]: adminForumEndpoints.threads,
  [adminPaths.discussForumThread]: adminForumEndpoints.thread,
  [paths.smsSend]: smsEndpoints.sent,
  ...Object.fromEntries(contentAreas.map(({ path }) => [path, contentEndpoints.adminList])),
  [adminPaths.researchGrantApplications]: adminResearchGrantEndpoints.list,
  [adminPaths.researchGrantDetails]: adminResearchGrantEndpoints.details,
  [adminPaths.roadmapDepartments]: adminResearchGrantEndpoints.departments,
  [adminPaths.siteDetails]: contentEndpoints.saveSiteDetails,
  [adminPaths.renewalsDue]: renewalsDueEndpoints.list,
  [adminPaths.payments]: accountsEndpoints.payments,
  [adminPaths.eventRegistrations]: adminEventEndpoints.events,
  [adminPaths.eventAttendees]: adminEventEndpoints.attendees,
  [adminPaths.eventCheckIn]: adminEventEndpoints.checkInCounts,
  [adminPaths.checkIn]: adminEventEndpoints.checkInEvents,
  [adminPaths.staff]: staffEndpoints.list,
  [adminPaths.auditLog]: auditEndpoints.events,
  [adminPaths.privacyRequests]: adminPrivacyEndpoints.list,
  [adminPaths.twoFactor]: twoFactorEndpoints.status,
  [adminPaths.password]: adminAccountEndpoints.changePassword,
};

describe('the right of each back-office page', () => {
  test('is there for every page, and for no other', () => {
    expect(Object.keys(pageRights).sort()).toEqual(Object.keys(endpointOfPage).sort());
  });

  test.each(Object.entries(endpointOfPage))(
    '%s: that of the endpoint it loads',
    (page, endpoint) => {
      expect(pageRights[page]).toBe(endpoint.right);
    },
  );
});
