import { adminMemberEndpoints } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';

/** Whether a member already holds this membership ID. */
export const membershipIdExists = async (membershipId: string) =>
  (await callEndpoint(adminMemberEndpoints.membershipIdExists, { query: { membershipId } })).exists;
