import { matchPath } from 'react-router';
import type { NavEntry, NavGroup, NavLinkItem } from '@/config/paths';

/** Whether `pathname` is the page at `pattern` or below it; the home page covers only itself. */
export const isWithin = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, end: pattern === '/' }, pathname) !== null;

export const linksOf = (entries: NavEntry[]): NavLinkItem[] =>
  entries.flatMap((entry) => ('items' in entry ? entry.items : [entry]));

const patternsOf = (group: NavGroup) => {
  if (group.kind === 'conference') return [];
  const own = group.kind === 'link' ? [group.to] : linksOf(group.entries).map((link) => link.to);
  return [...own, ...(group.alsoActiveOn ?? [])];
};

/** Each group's last answer: every drawing of the header asks again for the same address. */
const lastAnswers = new WeakMap<NavGroup, { pathname: string; active: boolean }>();

export const isGroupActive = (group: NavGroup, pathname: string) => {
  const last = lastAnswers.get(group);
  if (last?.pathname === pathname) return last.active;
  const active = patternsOf(group).some((pattern) => isWithin(pattern, pathname));
  lastAnswers.set(group, { pathname, active });
  return active;
};

/** aria-current for a top-level link: the page itself, or a page of its group. */
export const groupLinkCurrent = (group: NavGroup & { kind: 'link' }, pathname: string) => {
  if (!isGroupActive(group, pathname)) return undefined;
  return pathname === group.to ? 'page' : 'true';
};
