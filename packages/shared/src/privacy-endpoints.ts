import { idParamsSchema, okResponseSchema } from './api';
import { changeErrors, endpointGroup } from './endpoint';
import {
  erasureRequestSchema,
  ownPrivacyRequestSchema,
  ownPrivacyRequestsSchema,
  privacyDecisionSchema,
  privacyRefusalSchema,
  privacyRequestPageSchema,
  privacyRequestQuerySchema,
} from './privacy';

/** A member's own access and erasure requests (the archive itself downloads from `dataArchivePath`). */
export const ownPrivacyEndpoints = endpointGroup('members', {
  requests: {
    method: 'GET',
    path: '/api/me/privacy-requests',
    summary: "The signed-in member's data downloads and erasure requests, newest first",
    response: ownPrivacyRequestsSchema,
  },
  askErasure: {
    method: 'POST',
    path: '/api/me/erasure-request',
    summary: 'Asks for the account to be erased; an Owner decides (DPDP Act 2023, section 12)',
    body: erasureRequestSchema,
    status: 201,
    response: okResponseSchema.extend({ request: ownPrivacyRequestSchema }),
    errors: [400, 409, 429],
  },
});

/** The Owner's list of access and erasure requests, and the decision on an erasure. */
export const adminPrivacyEndpoints = endpointGroup(
  'admin',
  {
    list: {
      method: 'GET',
      path: '/api/admin/privacy-requests',
      summary: 'Access and erasure requests, newest first, by kind and status',
      query: privacyRequestQuerySchema,
      response: privacyRequestPageSchema,
    },
    approve: {
      method: 'POST',
      path: '/api/admin/privacy-requests/:id/approve',
      summary: 'Approves an erasure request: the member is anonymised, their files removed',
      params: idParamsSchema,
      body: privacyDecisionSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
    refuse: {
      method: 'POST',
      path: '/api/admin/privacy-requests/:id/refuse',
      summary: 'Refuses an erasure request with the reason, which the member is e-mailed',
      params: idParamsSchema,
      body: privacyRefusalSchema,
      response: okResponseSchema,
      errors: changeErrors,
    },
  },
  'staff',
);
