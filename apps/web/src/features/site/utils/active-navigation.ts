import { matchPath } from 'react-router';
import type { NavEntry, NavGroup, NavLinkItem } from '@/config/paths';

/** Whether `pathname` is the page at `pattern` or below it; the home page covers only itself. */
export const isWithin = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, end: pattern === '/' }, pathname) !== null;

export const linksOf = (entries: NavEntry[]): NavLinkItem[] =>
  entries.flatMap((entry) => ('items' in entry ? entry.items : [entry]));

export const isGroupActive = (group: NavGroup, pathname: string) => {
  if (group.kind === 'conference') return false;
  const own = group.kind === 'link' ? [group.to] : linksOf(group.entries).map((link) => link.to);
  return [...own, ...(group.alsoActiveOn ?? [])].some((pattern) => isWithin(pattern, pathname));
};

/** aria-current for a top-level link: the page itself, or a page of its group. */
export const groupLinkCurrent = (group: NavGroup & { kind: 'link' }, pathname: string) => {
  if (!isGroupActive(group, pathname)) return undefined;
  return pathname === group.to ? 'page' : 'true';
};
