import { exportTimestamp, toCsv } from '@osi/shared';
import { adminMemberSchema, type AdminMember } from '../api/get-member';

export type DownloadFormat = 'json' | 'csv';

/** The spec's name, member-{firstName}-{timestamp}, with nothing a file system would refuse. */
export const memberFileName = (member: AdminMember, format: DownloadFormat, at = new Date()) =>
  `member-${member.firstName.replace(/[\\/:*?"<>|\s]+/g, '_')}-${exportTimestamp(at)}.${format}`;

/** One member's record as a JSON or CSV file (every field, quotes doubled in CSV). */
export const memberFile = (member: AdminMember, format: DownloadFormat) =>
  format === 'json'
    ? { content: JSON.stringify(member, null, 2), type: 'application/json' }
    : { content: toCsv(adminMemberSchema.keyof().options, [member]), type: 'text/csv' };
