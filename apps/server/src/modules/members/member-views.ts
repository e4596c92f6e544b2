import { societyDay, termView, type MemberListItem, type MemberProfile } from '@osi/shared';
import type { ListedMemberRow, MemberRow } from './members.repository';

const rupees = (paise: number | null) => (paise === null ? null : Math.round(paise / 100));

export const toMemberListItem = (row: ListedMemberRow): MemberListItem => ({
  id: row.id,
  title: row.title,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  email: row.email,
  mobileNo: row.mobileNo,
  membershipId: row.membershipId ?? '',
  city: row.city,
  country: row.country,
  profilePictureUrl: row.profilePictureUrl,
  status: row.status,
  isManual: row.isManual,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  standing: row.standing,
});

/** The member's record as the member and administrators see it; never the password hash. */
export const toMemberProfile = (
  row: MemberRow,
  studentIdUrl: string | null,
  graceDays: number,
): MemberProfile => ({
  id: row.id,
  title: row.title,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  gender: row.gender,
  mobileNo: row.mobileNo,
  email: row.email,
  membershipId: row.membershipId ?? '',
  membershipType: row.membershipTypeName,
  membershipPrice: rupees(row.membershipPricePaise),
  specialty: row.specialty,
  certificateName: row.certificateName,
  referenceCode: row.referenceCode,
  dob: row.dob ?? '',
  nationality: row.nationality,
  department: row.department,
  institution: row.institution,
  dentalRegNumber: row.dentalRegNumber ?? '',
  address: row.address,
  postcode: row.postcode,
  city: row.city,
  state: row.state,
  country: row.country,
  howDidYouKnow: row.howDidYouKnow,
  profilePictureUrl: row.profilePictureUrl,
  studentIdUrl: row.studentIdKey ? studentIdUrl : null,
  status: row.status,
  comments: row.comments,
  isManual: row.isManual,
  createdAt: row.createdAt.toISOString(),
  term: termView(row, societyDay(), graceDays),
});
