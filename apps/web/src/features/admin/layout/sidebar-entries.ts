import { roleMay, type StaffRight, type StaffRole } from '@osi/shared';
import { adminPaths, paths } from '@/config/paths';
import type { ApplicationKind } from '../applications/application-kind';
import { fellowshipApplications } from '../fellowships/kind';
import { membershipApplications } from '../members/kind';
import { researchGrantApplications } from '../research-grants/kind';
import { rightOfPage } from './page-rights';

/**
 * `right`: what the page needs, so only roles that may use it see the entry; `alsoActiveOn`:
 * route patterns outside the sidebar that highlight the entry.
 */
export type SidebarEntry = {
  label: string;
  to: string;
  right: StaffRight;
  alsoActiveOn?: string[];
};

/** The entry of the page at `to`, also highlighted on the pages `alsoActiveOn`. */
const entry = (label: string, to: string, ...alsoActiveOn: string[]): SidebarEntry => ({
  label,
  to,
  right: rightOfPage(to),
  ...(alsoActiveOn.length > 0 ? { alsoActiveOn } : {}),
});

/** An application list's entry, also highlighted on the page of one application. */
const applicationsEntry = (label: string, kind: ApplicationKind) =>
  entry(label, kind.listPath, kind.detailsPath);

/** The spec's sidebar, in its order. */
export const sidebarEntries: SidebarEntry[] = [
  entry('Membership Type', adminPaths.membershipTypes),
  applicationsEntry('Membership Applications', membershipApplications),
  entry('Deleted Members', adminPaths.deletedMembershipApplications),
  entry('Fellowship Price', adminPaths.fellowshipPrice),
  applicationsEntry('Fellowship Applications', fellowshipApplications),
  applicationsEntry('Research Grant Applications', researchGrantApplications),
  entry('Fellowship Form Headings', adminPaths.fellowshipFormHeadings),
  entry('Research Banner', adminPaths.researchBanner),
  entry('Study Club', adminPaths.studyClub),
  entry('Speaker', adminPaths.speaker),
  entry('Podcast', adminPaths.podcast),
  entry('Youtube', adminPaths.youtube),
  entry('Blogs', adminPaths.blogs),
  entry('Discuss forum', adminPaths.discussForum, adminPaths.discussForumThread),
  entry('Events', adminPaths.events),
  entry('Members and fellow', adminPaths.membersAndFellow),
  entry('Contact us content', adminPaths.contactUsContent),
  entry('Research grant', adminPaths.researchGrant),
  entry('Homepage', adminPaths.homepage),
  entry('About us', adminPaths.aboutUs),
  entry('Gallery', adminPaths.gallery),
  entry('Directory Finder', adminPaths.directoryFinder),
  entry('Member benefits', adminPaths.memberBenefits),
  entry('Fellow Guidelines', adminPaths.fellowGuidelines),
  entry('Our Committee', adminPaths.ourCommittee),
  entry('Recognition council', adminPaths.recognitionCouncil),
  entry('Decision Trees', adminPaths.decisionTrees),
  entry('Subscribed Mails', adminPaths.subscribedMails),
  entry('Osi Press', adminPaths.osiPress),
];

/** Pages the society needs that the spec's sidebar does not list; shown after it, apart. */
export const administrationEntries: SidebarEntry[] = [
  entry('Overview', adminPaths.home),
  entry('Payments', adminPaths.payments),
  entry('Renewals due', adminPaths.renewalsDue),
  entry(
    'Event registrations',
    adminPaths.eventRegistrations,
    adminPaths.eventAttendees,
    adminPaths.eventCheckIn,
  ),
  entry('Check-in', adminPaths.checkIn),
  entry('Payments to reconcile', adminPaths.paymentsReconciliation),
  entry('Site details', adminPaths.siteDetails),
  entry('Privacy notice', adminPaths.privacyNotice),
  entry('Staff', adminPaths.staff),
  entry('Audit log', adminPaths.auditLog),
  entry('Privacy requests', adminPaths.privacyRequests),
  entry('Add administrator', adminPaths.register),
  entry('Send SMS', paths.smsSend),
];

/** The entries a role may use. */
export const entriesFor = (role: StaffRole, entries: SidebarEntry[]) =>
  entries.filter((entry) => roleMay(role, entry.right));

/** Where a role starts: the first page of the sidebar it may use. */
export const firstPageFor = (role: StaffRole) =>
  entriesFor(role, [...sidebarEntries, ...administrationEntries])[0]?.to;
