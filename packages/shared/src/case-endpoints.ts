import { idParamsSchema, okResponseSchema } from './api';
import { addCaseSchema, caseChangedSchema, ownCasesSchema, saveCaseSchema } from './cases';
import { defineEndpoint } from './endpoint';

const tags = ['cases'];
const errors = [400, 403, 404, 409] as const;
const ownCase = '/api/me/cases/:id';

/**
 * A fellow's clinical cases: added (new), saved with three presentations, then locked for
 * review. Changes only while the fellowship is approved and its six-month panel is open.
 */
export const caseEndpoints = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/me/cases',
    tags,
    summary: "The signed-in fellow's cases, and whether the panel is open",
    response: ownCasesSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/me/cases',
    tags,
    summary: 'Adds a new case of a category',
    body: addCaseSchema,
    status: 201,
    response: caseChangedSchema,
    errors,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: ownCase,
    tags,
    summary: 'Saves a new case with its three presentations (upload keys)',
    params: idParamsSchema,
    body: saveCaseSchema,
    response: caseChangedSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: ownCase,
    tags,
    summary: 'Removes a case that is not locked',
    params: idParamsSchema,
    response: okResponseSchema,
    errors,
  }),
  lock: defineEndpoint({
    method: 'POST',
    path: `${ownCase}/lock`,
    tags,
    summary: 'Locks a saved case: submitted for review, unchangeable',
    params: idParamsSchema,
    response: caseChangedSchema,
    errors,
  }),
};
