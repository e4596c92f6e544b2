import { paths } from '@/config/paths';

/** Where signing in leads: the page asked for, if it is one of ours, else the dashboard. */
export const returnPath = (next: string | null) =>
  next && /^\/(?![/\\])/.test(next) ? next : paths.dashboard;
