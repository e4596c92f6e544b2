import { describe, expect, it } from 'vitest';
import { adminMember } from '@/testing/admin-fixtures';
import { memberFile } from './member-file';

const at = new Date('2026-03-04T05:06:07.089Z');

describe('member downloads', () => {
  it.each([
    ['Ananya', 'member-Ananya-2026-03-04T10-36-07-089+05-30.csv'],
    ['Mary Ann', 'member-Mary_Ann-2026-03-04T10-36-07-089+05-30.csv'],
    ['a/b:c', 'member-a_b_c-2026-03-04T10-36-07-089+05-30.csv'],
  ])('names the file of %j %s', (firstName, fileName) => {
    expect(memberFile(adminMember({ firstName }), 'csv', at).name).toBe(fileName);
  });

  it('writes every field in CSV, quotes doubled and formulas made inert', () => {
    const { content, type } = memberFile(
      adminMember({ address: '12 "Lotus" Lane, Pune', certificateName: '=HYPERLINK("x")' }),
      'csv',
    );
    expect(type).toBe('text/csv');
    const [header, row, end] = content.split('\n');
    expect(header!.split(',')).toContain('"deletedAt"');
    expect(row).toContain('"12 ""Lotus"" Lane, Pune"');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(end).toBe('');
  });

  it('writes the whole record as JSON', () => {
    const member = adminMember();
    const { content, type, name } = memberFile(member, 'json', at);
    expect(type).toBe('application/json');
    expect(name).toBe('member-Ananya-2026-03-04T10-36-07-089+05-30.json');
    expect(JSON.parse(content)).toEqual(member);
  });
});
