import { z } from 'zod';
import { idParamsSchema, listQuerySchema, okResponseSchema, paginated } from './api';
import { applicationReviewEndpoints } from './application-review-endpoints';
import { defineEndpoint } from './endpoint';
import {
  adminFellowshipDetailsSchema,
  adminFellowshipListItemSchema,
  fellowshipApplicationSchema,
  fellowshipAppliedSchema,
  fellowshipFeeSchema,
  fellowshipOrderSchema,
  fellowshipTypeInputSchema,
  fellowshipTypeSchema,
  ownFellowshipAnswerSchema,
} from './fellowships';

const memberTags = ['fellowships'];
const memberErrors = [400, 403, 404, 409] as const;

/** The fee, and the signed-in member's fellowship application: its order, submission, status. */
export const fellowshipEndpoints = {
  fee: defineEndpoint({
    method: 'GET',
    path: '/api/fellowship-fee',
    tags: memberTags,
    summary: 'The fellowship fee applicants pay, in rupees',
    response: fellowshipFeeSchema,
    errors: [409],
  }),
  own: defineEndpoint({
    method: 'GET',
    path: '/api/me/fellowship',
    tags: memberTags,
    summary: "The member's application (the open one, else the latest declined), or null",
    response: ownFellowshipAnswerSchema,
  }),
  openOrder: defineEndpoint({
    method: 'POST',
    path: '/api/me/fellowship/order',
    tags: memberTags,
    summary: 'Opens a payment order for the stored fellowship fee',
    description: 'Only approved members without an open application. Takes no body.',
    body: z.object({}).strict().nullish(),
    response: fellowshipOrderSchema,
    errors: memberErrors,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/me/fellowship',
    tags: memberTags,
    summary: 'Submits the application after verifying its payment signature and capture',
    body: fellowshipApplicationSchema,
    status: 201,
    response: fellowshipAppliedSchema,
    errors: memberErrors,
  }),
};

const tags = ['admin'];
const priceErrors = [400, 404] as const;
const price = '/api/admin/fellowship-types/:id';

/** The administrators' fellowship desk and its Fellowship Price page. */
export const adminFellowshipEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/fellowships',
    tags,
    summary: 'Fellowship applications, newest first',
    query: listQuerySchema.omit({ search: true }),
    response: paginated(adminFellowshipListItemSchema),
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/admin/fellowships/:id',
    tags,
    summary: 'One application with its payment, the applicant’s photo and the cases',
    params: idParamsSchema,
    response: adminFellowshipDetailsSchema,
    errors: [400, 404, 409],
  }),
  ...applicationReviewEndpoints('/api/admin/fellowships', {
    statusDescription: 'Approving sets the approval date that opens the six-month case panel.',
  }),
  prices: defineEndpoint({
    method: 'GET',
    path: '/api/admin/fellowship-types',
    tags,
    summary: 'The Fellowship Price list; the first price is the fee',
    response: z.array(fellowshipTypeSchema),
  }),
  addPrice: defineEndpoint({
    method: 'POST',
    path: '/api/admin/fellowship-types',
    tags,
    body: fellowshipTypeInputSchema,
    status: 201,
    response: okResponseSchema,
    errors: priceErrors,
  }),
  updatePrice: defineEndpoint({
    method: 'PUT',
    path: price,
    tags,
    params: idParamsSchema,
    body: fellowshipTypeInputSchema,
    response: okResponseSchema,
    errors: priceErrors,
  }),
  removePrice: defineEndpoint({
    method: 'DELETE',
    path: price,
    tags,
    summary: 'Removes a price from the list; orders made from it keep it',
    params: idParamsSchema,
    response: okResponseSchema,
    errors: priceErrors,
  }),
};
