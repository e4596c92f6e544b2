import { generatePath } from 'react-router';
import { adminPaths } from '@/config/paths';
import { actionLabel } from '../../utils/audit-text';
import type { Activity } from '../api/get-overview';

const actors: Record<string, string> = {
  admin: 'by an administrator',
  member: 'by the member',
  system: 'by the system',
};

/** "Application approved", for an audit action. */
export const activityTitle = (activity: Activity) => actionLabel(activity.action);

export const activityActor = (activity: Activity) =>
  actors[activity.actorType] ?? `by ${activity.actorType}`;

/** The page about what the activity concerns, when the back office has one. */
export const activityLink = (activity: Activity) =>
  activity.entityType === 'member' && activity.entityId
    ? generatePath(adminPaths.membershipDetails, { id: activity.entityId })
    : undefined;
