import { describe, expect, it } from 'vitest';
import { navGroups, paths } from '@/config/paths';
import { groupLinkCurrent, isGroupActive } from './active-navigation';

const group = (label: string) => {
  const found = navGroups.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no group ${label}`);
  return found;
};

describe('the header group that holds the current page', () => {
  it('is the group of a page it lists, of a page below one, or of a page it names besides', () => {
    expect(isGroupActive(group('Membership'), paths.memberDirectory)).toBe(true);
    expect(isGroupActive(group('Tools'), '/events/implant-week')).toBe(true);
    expect(isGroupActive(group('About'), paths.recognitionCouncil)).toBe(true);
    expect(isGroupActive(group('Education'), paths.podcast)).toBe(true);
    expect(isGroupActive(group('Annual Congress'), paths.events)).toBe(false);
  });

  it('answers each address afresh, however often the same group is asked', () => {
    const membership = group('Membership');
    for (let asked = 0; asked < 3; asked += 1) {
      expect(isGroupActive(membership, paths.becomeAMember)).toBe(true);
      expect(isGroupActive(membership, paths.becomeAMember)).toBe(true);
      expect(isGroupActive(membership, paths.contactUs)).toBe(false);
    }
  });

  it('marks the home page only on itself', () => {
    const home = group('Home');
    if (home.kind !== 'link') throw new Error('Home is a link');
    expect(groupLinkCurrent(home, paths.home)).toBe('page');
    expect(groupLinkCurrent(home, paths.aboutUs)).toBeUndefined();
    expect(isGroupActive(home, paths.home)).toBe(true);
  });
});
