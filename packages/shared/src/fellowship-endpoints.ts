import { z } from 'zod';
import { idParamsSchema, okResponseSchema, pageQuerySchema, paginated } from './api';
import { applicationReviewEndpoints } from './application-review-endpoints';
import { endpointGroup, memberChangeErrors, recordErrors } from './endpoint';
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

/** The fee, and the signed-in member's fellowship application: its order, submission, status. */
export const fellowshipEndpoints = endpointGroup('fellowships', {
  fee: {
    method: 'GET',
    path: '/api/fellowship-fee',
    summary: 'The fellowship fee applicants pay, in rupees',
    response: fellowshipFeeSchema,
    errors: [409],
  },
  own: {
    method: 'GET',
    path: '/api/me/fellowship',
    summary: "The member's application (the open one, else the latest declined), or null",
    response: ownFellowshipAnswerSchema,
  },
  openOrder: {
    method: 'POST',
    path: '/api/me/fellowship/order',
    summary: 'Opens a payment order for the stored fellowship fee',
    description: 'Only approved members without an open application. Takes no body.',
    body: z.object({}).strict().nullish(),
    response: fellowshipOrderSchema,
    errors: memberChangeErrors,
  },
  apply: {
    method: 'POST',
    path: '/api/me/fellowship',
    summary: 'Submits the application after verifying its payment signature and capture',
    body: fellowshipApplicationSchema,
    status: 201,
    response: fellowshipAppliedSchema,
    errors: memberChangeErrors,
  },
});

const price = '/api/admin/fellowship-types/:id';

/** The administrators' fellowship desk and its Fellowship Price page. */
export const adminFellowshipEndpoints = endpointGroup(
  'admin',
  {
    list: {
      method: 'GET',
      path: '/api/admin/fellowships',
      summary: 'Fellowship applications, newest first',
      query: pageQuerySchema,
      response: paginated(adminFellowshipListItemSchema),
    },
    details: {
      method: 'GET',
      path: '/api/admin/fellowships/:id',
      summary: 'One application with its payment, the applicant’s photo and the cases',
      params: idParamsSchema,
      response: adminFellowshipDetailsSchema,
      errors: [400, 404, 409],
    },
    ...applicationReviewEndpoints('/api/admin/fellowships', {
      statusDescription: 'Approving sets the approval date that opens the six-month case panel.',
    }),
    prices: {
      method: 'GET',
      path: '/api/admin/fellowship-types',
      right: 'prices',
      summary: 'The Fellowship Price list; the first price is the fee',
      response: z.array(fellowshipTypeSchema),
    },
    addPrice: {
      method: 'POST',
      path: '/api/admin/fellowship-types',
      right: 'prices',
      body: fellowshipTypeInputSchema,
      status: 201,
      response: okResponseSchema,
      errors: recordErrors,
    },
    updatePrice: {
      method: 'PUT',
      path: price,
      right: 'prices',
      params: idParamsSchema,
      body: fellowshipTypeInputSchema,
      response: okResponseSchema,
      errors: recordErrors,
    },
    removePrice: {
      method: 'DELETE',
      path: price,
      right: 'prices',
      summary: 'Removes a price from the list; orders made from it keep it',
      params: idParamsSchema,
      response: okResponseSchema,
      errors: recordErrors,
    },
  },
  'members',
);
