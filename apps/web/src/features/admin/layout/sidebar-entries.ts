import { auditEndpoints, type StaffRight } from '@osi/shared';
import { adminPaths, paths } from '@/config/paths';
import type { ApplicationKind } from '../applications/application-kind';
import { fellowshipApplications } from '../fellowships/kind';
import { membershipApplications } from '../members/kind';
import { researchGrantApplications } from '../research-grants/kind';

/**
 * `alsoActiveOn`: route patterns outside the sidebar that highlight the entry; `right`: the
 * staff right its page's endpoint needs.
 */
export type SidebarEntry = {
  label: string;
  to: string;
  alsoActiveOn?: string[];
  right?: StaffRight;
};

/** A list's entry, also highlighted on the page of one of its items. */
const listEntry = (label: string, to: string, itemPage: string): SidebarEntry => ({
  label,
  to,
  alsoActiveOn: [itemPage],
});

/** An application list's entry, also highlighted on the page of one application. */
const applicationsEntry = (label: string, kind: ApplicationKind) =>
  listEntry(label, kind.listPath, kind.detailsPath);

/** The spec's sidebar, in its order. */
export const sidebarEntries: SidebarEntry[] = [
  { label: 'Membership Type', to: adminPaths.membershipTypes },
  applicationsEntry('Membership Applications', membershipApplications),
  { label: 'Deleted Members', to: adminPaths.deletedMembershipApplications },
  { label: 'Fellowship Price', to: adminPaths.fellowshipPrice },
  applicationsEntry('Fellowship Applications', fellowshipApplications),
  applicationsEntry('Research Grant Applications', researchGrantApplications),
  { label: 'Fellowship Form Headings', to: adminPaths.fellowshipFormHeadings },
  { label: 'Research Banner', to: adminPaths.researchBanner },
  { label: 'Study Club', to: adminPaths.studyClub },
  { label: 'Speaker', to: adminPaths.speaker },
  { label: 'Podcast', to: adminPaths.podcast },
  { label: 'Youtube', to: adminPaths.youtube },
  { label: 'Blogs', to: adminPaths.blogs },
  listEntry('Discuss forum', adminPaths.discussForum, adminPaths.discussForumThread),
  { label: 'Events', to: adminPaths.events },
  { label: 'Members and fellow', to: adminPaths.membersAndFellow },
  { label: 'Contact us content', to: adminPaths.contactUsContent },
  { label: 'Research grant', to: adminPaths.researchGrant },
  { label: 'Homepage', to: adminPaths.homepage },
  { label: 'About us', to: adminPaths.aboutUs },
  { label: 'Gallery', to: adminPaths.gallery },
  { label: 'Directory Finder', to: adminPaths.directoryFinder },
  { label: 'Member benefits', to: adminPaths.memberBenefits },
  { label: 'Fellow Guidelines', to: adminPaths.fellowGuidelines },
  { label: 'Our Committee', to: adminPaths.ourCommittee },
  { label: 'Recognition council', to: adminPaths.recognitionCouncil },
  { label: 'Decision Trees', to: adminPaths.decisionTrees },
  { label: 'Subscribed Mails', to: adminPaths.subscribedMails },
  { label: 'Osi Press', to: adminPaths.osiPress },
];

/** Pages the society needs that the spec's sidebar does not list; shown after it, apart. */
export const administrationEntries: SidebarEntry[] = [
  { label: 'Overview', to: adminPaths.home },
  { label: 'Payments', to: adminPaths.payments },
  { label: 'Renewals due', to: adminPaths.renewalsDue },
  {
    label: 'Event registrations',
    to: adminPaths.eventRegistrations,
    alsoActiveOn: [adminPaths.eventAttendees, adminPaths.eventCheckIn],
  },
  { label: 'Payments to reconcile', to: adminPaths.paymentsReconciliation },
  { label: 'Site details', to: adminPaths.siteDetails },
  { label: 'Audit log', to: adminPaths.auditLog, right: auditEndpoints.events.right },
  { label: 'Privacy notice', to: adminPaths.privacyNotice },
  { label: 'Add administrator', to: adminPaths.register },
  { label: 'Privacy requests', to: adminPaths.privacyRequests },
  { label: 'Send SMS', to: paths.smsSend },
];
