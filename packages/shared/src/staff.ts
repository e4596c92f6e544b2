/**
 * Staff roles and the rights each holds (decision 081). Every back-office endpoint names the one
 * right it needs; the server refuses a role without it, and the back office shows a role only
 * the pages and buttons it may use. docs/staff-roles.md is the same table for people.
 */
export const staffRoles = ['owner', 'membership', 'content', 'finance', 'check_in'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  membership: 'Membership',
  content: 'Content',
  finance: 'Finance',
  check_in: 'Check-in',
};

export const staffRights = [
  /** Staff accounts, the audit log and members' privacy requests. */
  'staff',
  /** Members, applications, fellowships, grants and roadmaps, renewals, event attendees, CDE. */
  'members',
  /** Reading payments and receipts. */
  'payments:read',
  /** Refunds, reconciling payments, and tax settings. */
  'payments',
  /** Every CSV or spreadsheet download. */
  'exports',
  /** Membership and fellowship prices. */
  'prices',
  /** Content areas, captions, the newsletter, forum moderation and the site's details. */
  'content',
  /** Checking people in at events. */
  'check-in',
  /** An administrator's own account: any role. */
  'self',
] as const;
export type StaffRight = (typeof staffRights)[number];

export const staffRightLabels: Record<StaffRight, string> = {
  staff: 'Staff, audit log and privacy requests',
  members: 'Members, applications, fellowships, grants, roadmaps, renewals and event attendees',
  'payments:read': 'Reading payments and receipts',
  payments: 'Refunds, payment reconciliation and tax settings',
  exports: 'CSV and spreadsheet exports',
  prices: 'Membership and fellowship prices',
  content: 'Content areas, captions, newsletter, forum moderation and site details',
  'check-in': 'Event check-in',
  self: 'Their own account and two-factor sign-in',
};

export const rightsOfRole: Record<StaffRole, readonly StaffRight[]> = {
  owner: staffRights,
  membership: ['members', 'payments:read', 'check-in', 'self'],
  content: ['content', 'self'],
  finance: ['payments:read', 'payments', 'exports', 'prices', 'self'],
  check_in: ['check-in', 'self'],
};

export const roleMay = (role: StaffRole, right: StaffRight) => rightsOfRole[role].includes(right);

/** What the server answers when a role lacks the right an endpoint needs. */
export const forbiddenForRole = 'Your role does not allow this.';
