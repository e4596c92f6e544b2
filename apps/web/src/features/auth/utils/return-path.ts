import { paths } from '@/config/paths';

/** The login page's address that brings the member back to `path` once signed in. */
export const loginReturningTo = (path: string) =>
  `${paths.memberLogin}?${new URLSearchParams({ next: path })}`;

/** Where signing in leads: the page asked for, if it is one of ours, else the dashboard. */
export const returnPath = (next: string | null) =>
  next && /^\/(?![/\\])/.test(next) ? next : paths.dashboard;
