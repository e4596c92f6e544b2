import { entityTypeLabel, type RecordWithHistory } from '@osi/shared';
import { generatePath } from 'react-router';
import { adminPaths } from '@/config/paths';

const actions: Record<string, string> = {
  'member.registered': 'New membership application',
  'member.added-by-hand': 'Member added by hand',
  'member.status-approved': 'Application approved',
  'member.status-declined': 'Application declined',
  'member.status-pending': 'Application set back to pending',
  'member.deleted': 'Application deleted',
  'member.restored': 'Application restored',
  'member.profile-updated': 'Member updated their profile',
  'member.password-changed': 'Member changed their password',
  'member.password-reset': 'Member reset their password',
  'membership-type.created': 'Membership type added',
  'membership-type.updated': 'Membership type updated',
  'membership-type.deleted': 'Membership type deleted',
  'admin.created': 'Administrator added',
  'admin.password-changed': 'Administrator changed their password',
  'site-settings.updated': 'Site details changed',
  'payment.kept-payer-forgotten': 'Erased payer’s name removed after the retention',
};

/**
 * "Application approved", for an audit action. Any other action reads as its record and what
 * was done to it: `content-item.published` is "Content item published".
 */
export const actionLabel = (action: string) => {
  const known = actions[action];
  if (known) return known;
  const [entityType, ...verb] = action.split('.');
  return verb.length === 0
    ? entityTypeLabel(action)
    : `${entityTypeLabel(entityType!)} ${verb.join(' ').replaceAll('-', ' ')}`;
};

const recordPages: Record<RecordWithHistory, { label: string; path: (id: string) => string }> = {
  member: {
    label: 'View member',
    path: (id) => generatePath(adminPaths.membershipDetails, { id }),
  },
  fellowship: {
    label: 'View application',
    path: (id) => generatePath(adminPaths.fellowshipDetails, { id }),
  },
  'research-grant': {
    label: 'View application',
    path: (id) => generatePath(adminPaths.researchGrantDetails, { id }),
  },
  payment: {
    label: 'View payment',
    path: (id) => `${adminPaths.payments}?${new URLSearchParams({ history: id }).toString()}`,
  },
};

/** The back-office page of an event's record, when it has one, and its link's text. */
export const recordLink = (entity: { id: string | null; page: RecordWithHistory | null }) =>
  entity.id && entity.page
    ? { to: recordPages[entity.page].path(entity.id), label: recordPages[entity.page].label }
    : undefined;
