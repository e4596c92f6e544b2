import { describe, expect, it } from 'vitest';
import { pressPath } from './site-pages';
import { siteSettingsSchema } from './site-settings';

const valid = {
  name: 'Oral Implantology Society of India',
  shortName: 'osi',
  missionStatement: 'Serving implantologists.',
  contactEmail: 'office@example.org',
  phone: '+91 80 4000 0000',
  address: 'Bengaluru',
  social: { facebook: 'https://facebook.com/x', instagram: 'https://instagram.com/x' },
  conference: { title: '2nd National Conference, 2025', url: 'https://conference.example.org' },
  developerCredit: { name: 'Team', url: 'https://example.org' },
};

describe('site settings', () => {
  it('accepts a complete record', () => {
    expect(siteSettingsSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['shortName', 'OSI Press', 'Short name must be lowercase letters and digits only'],
    ['contactEmail', 'not-an-email', undefined],
    ['name', '   ', undefined],
  ])('rejects a bad %s', (field, value, message) => {
    const result = siteSettingsSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('derives the press path from the short name', () => {
    expect(pressPath('osi')).toBe('/osi-press');
  });
});
