import { z } from 'zod';
import { idParamsSchema, okResponseSchema } from './api';
import { endpointGroup, recordErrors } from './endpoint';
import {
  adminMembershipTypeSchema,
  membershipTypeInputSchema,
  membershipTypeSavedSchema,
  membershipTypeSchema,
} from './membership-types';

const membershipType = '/api/admin/membership-types/:id';

/** The membership types applicants choose from, and the price page administrators set them on. */
export const membershipTypeEndpoints = endpointGroup('admin', {
  offered: {
    method: 'GET',
    path: '/api/membership-types',
    tags: ['registration'],
    summary: 'Membership types and their prices in rupees',
    response: z.array(membershipTypeSchema),
  },
  list: {
    method: 'GET',
    path: '/api/admin/membership-types',
    right: 'prices',
    summary:
      'Membership types for the price page, retired ones too, with how many members hold each',
    response: z.array(adminMembershipTypeSchema),
  },
  add: {
    method: 'POST',
    path: '/api/admin/membership-types',
    right: 'prices',
    body: membershipTypeInputSchema,
    status: 201,
    response: membershipTypeSavedSchema,
    errors: recordErrors,
  },
  update: {
    method: 'PUT',
    path: membershipType,
    right: 'prices',
    params: idParamsSchema,
    body: membershipTypeInputSchema,
    response: membershipTypeSavedSchema,
    errors: recordErrors,
  },
  remove: {
    method: 'DELETE',
    path: membershipType,
    right: 'prices',
    summary: 'Deletes a type nobody holds; retires a type members hold',
    params: idParamsSchema,
    response: okResponseSchema,
    errors: recordErrors,
  },
  reinstate: {
    method: 'POST',
    path: `${membershipType}/reinstate`,
    right: 'prices',
    summary: 'Offers a retired type to applicants again',
    params: idParamsSchema,
    response: okResponseSchema,
    errors: recordErrors,
  },
});
