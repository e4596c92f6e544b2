import { z } from 'zod';
import { idParamsSchema, okResponseSchema } from './api';
import { defineEndpoint } from './endpoint';
import {
  adminMembershipTypeSchema,
  membershipTypeInputSchema,
  membershipTypeSavedSchema,
  membershipTypeSchema,
} from './members';

const tags = ['admin'];
const errors = [400, 404] as const;
const membershipType = '/api/admin/membership-types/:id';

/** The membership types applicants choose from, and the price page administrators set them on. */
export const membershipTypeEndpoints = {
  offered: defineEndpoint({
    method: 'GET',
    path: '/api/membership-types',
    tags: ['registration'],
    summary: 'Membership types and their prices in rupees',
    response: z.array(membershipTypeSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/membership-types',
    tags,
    summary:
      'Membership types for the price page, retired ones too, with how many members hold each',
    response: z.array(adminMembershipTypeSchema),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/admin/membership-types',
    tags,
    body: membershipTypeInputSchema,
    status: 201,
    response: membershipTypeSavedSchema,
    errors,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: membershipType,
    tags,
    params: idParamsSchema,
    body: membershipTypeInputSchema,
    response: membershipTypeSavedSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: membershipType,
    tags,
    summary: 'Deletes a type nobody holds; retires a type members hold',
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  }),
  reinstate: defineEndpoint({
    method: 'POST',
    path: `${membershipType}/reinstate`,
    tags,
    summary: 'Offers a retired type to applicants again',
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  }),
};
