import type {
  AuditFilters,
  PaymentFilters,
  PrivacyRequestKind,
  PrivacyRequestState,
  RecordWithHistory,
} from '@osi/shared';

/**
 * Every back-office query key starts with 'admin': a change invalidates them all at once, and
 * signing out forgets them all.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  checkInEvents: () => [...adminKeys.all, 'check-in-events'] as const,
  membershipTypes: () => [...adminKeys.all, 'membership-types'] as const,
  membershipYearSettings: () => [...adminKeys.all, 'membership-year-settings'] as const,
  members: (page: number, search: string, standing = '') =>
    [...adminKeys.all, 'members', { page, search, standing }] as const,
  deletedMembers: (page: number) => [...adminKeys.all, 'deleted-members', { page }] as const,
  member: (id: string) => [...adminKeys.all, 'member', id] as const,
  unclaimedPayments: (page: number) => [...adminKeys.all, 'unclaimed-payments', { page }] as const,
  renewalsDue: (page: number) => [...adminKeys.all, 'renewals-due', { page }] as const,
  privacyRequests: (
    page: number,
    filters: { kind?: PrivacyRequestKind; status?: PrivacyRequestState },
  ) => [...adminKeys.all, 'privacy-requests', { page, ...filters }] as const,
  payments: (filters: PaymentFilters, page: number) =>
    [...adminKeys.all, 'payments', { ...filters, page }] as const,
  paymentTotals: (filters: PaymentFilters) =>
    [...adminKeys.all, 'payment-totals', filters] as const,
  yearOverview: () => [...adminKeys.all, 'year-overview'] as const,
  fellowshipTypes: () => [...adminKeys.all, 'fellowship-types'] as const,
  fellowships: (page: number) => [...adminKeys.all, 'fellowships', { page }] as const,
  fellowship: (id: string) => [...adminKeys.all, 'fellowship', id] as const,
  subscribers: (query: { page: number; search: string; status: string }) =>
    [...adminKeys.all, 'subscribers', query] as const,
  newsletters: () => [...adminKeys.all, 'newsletters'] as const,
  forumThreads: (page: number, search: string) =>
    [...adminKeys.all, 'forum-threads', { page, search }] as const,
  forumThread: (id: string) => [...adminKeys.all, 'forum-thread', id] as const,
  sms: () => [...adminKeys.all, 'sms'] as const,
  content: (collection: string, page: number, search: string) =>
    [...adminKeys.all, 'content', collection, { page, search }] as const,
  researchGrants: (page: number) => [...adminKeys.all, 'research-grants', { page }] as const,
  researchGrant: (id: string) => [...adminKeys.all, 'research-grant', id] as const,
  roadmapDepartments: () => [...adminKeys.all, 'roadmap-departments'] as const,
  events: () => [...adminKeys.all, 'events'] as const,
  eventAttendees: (id: string) => [...adminKeys.events(), id, 'attendees'] as const,
  checkInCounts: (id: string) => [...adminKeys.events(), id, 'check-in'] as const,
  cdeSettings: () => [...adminKeys.all, 'cde-settings'] as const,
  auditEvents: (filters: AuditFilters, page: number) =>
    [...adminKeys.all, 'audit-events', { ...filters, page }] as const,
  auditOptions: () => [...adminKeys.all, 'audit-options'] as const,
  recordHistory: (kind: RecordWithHistory, id: string, page: number) =>
    [...adminKeys.all, 'history', kind, id, { page }] as const,
};
