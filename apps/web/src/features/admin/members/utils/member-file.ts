import {
  recordFile,
  recordFileName,
  type DownloadFormat,
} from '../../applications/utils/record-download';
import { adminMemberSchema, type AdminMember } from '../api/get-member';

/** One member's record as member-{firstName}-{timestamp}.json or .csv, every field. */
export const memberFile = (member: AdminMember, format: DownloadFormat, at = new Date()) =>
  recordFile(format, recordFileName('member', member.firstName, format, at), member, {
    columns: adminMemberSchema.keyof().options,
  });
