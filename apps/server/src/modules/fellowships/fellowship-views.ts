import {
  casePanelClosesAt,
  qualificationLevels,
  type AdminFellowship,
  type AdminFellowshipListItem,
  type FellowshipDetails,
  type OwnFellowship,
} from '@osi/shared';
import type { AdminFellowshipRow, FellowshipRow } from './fellowships.repository';

/** The form's three qualification rows, stored by level as the spec names them. */
export const qualificationsByLevel = (rows: FellowshipDetails['qualifications']) =>
  Object.fromEntries(
    qualificationLevels.map((level, index) => [level, rows[index]!]),
  ) as FellowshipRow['qualifications'];

export const toOwnFellowship = (row: FellowshipRow): OwnFellowship => ({
  id: row.id,
  status: row.status,
  comments: row.comments,
  createdAt: row.createdAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
  panelClosesAt: row.approvedAt ? casePanelClosesAt(row.approvedAt).toISOString() : null,
});

export const toAdminFellowshipListItem = (row: FellowshipRow): AdminFellowshipListItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  telephone: row.telephone,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const paymentMethods = { sandbox: 'Card (sandbox)', razorpay: 'Razorpay' } as const;

export const toAdminFellowship = (row: AdminFellowshipRow): AdminFellowship => ({
  id: row.id,
  name: row.name,
  email: row.email,
  telephone: row.telephone,
  membershipNumber: row.membershipNumber,
  address: row.address,
  road: row.road,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: row.country,
  registration: row.registration,
  qualifications: row.qualifications,
  status: row.status,
  comments: row.comments,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  paymentStatus: row.paymentStatus,
  paymentAmount: row.paymentAmountPaise === null ? null : row.paymentAmountPaise / 100,
  paymentMethod: row.paymentGateway ? paymentMethods[row.paymentGateway] : '',
  razorpayPaymentId: row.razorpayPaymentId ?? '',
  paymentTimestamp: row.capturedAt?.toISOString() ?? null,
  photoUrl: row.photoUrl,
});
