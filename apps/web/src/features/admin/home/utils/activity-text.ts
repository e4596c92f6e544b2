import { generatePath } from 'react-router';
import { adminPaths } from '@/config/paths';
import type { Activity } from '../api/get-overview';

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
  'site-settings.updated': 'Site details changed',
};

const actors: Record<string, string> = {
  admin: 'by an administrator',
  member: 'by the member',
  system: 'by the system',
};

/** "Application approved", for an audit action; an action not known here shows as recorded. */
export const activityTitle = (activity: Activity) => actions[activity.action] ?? activity.action;

export const activityActor = (activity: Activity) =>
  actors[activity.actorType] ?? `by ${activity.actorType}`;

/** The page about what the activity concerns, when the back office has one. */
export const activityLink = (activity: Activity) =>
  activity.entityType === 'member' && activity.entityId
    ? generatePath(adminPaths.membershipDetails, { id: activity.entityId })
    : undefined;
