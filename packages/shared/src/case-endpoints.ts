import { idParamsSchema, okResponseSchema } from './api';
import { addCaseSchema, caseChangedSchema, ownCasesSchema, saveCaseSchema } from './cases';
import { endpointGroup, memberChangeErrors } from './endpoint';

const ownCase = '/api/me/cases/:id';

/**
 * A fellow's clinical cases: added (new), saved with three presentations, then locked for
 * review. Changes only while the fellowship is approved and its six-month panel is open.
 */
export const caseEndpoints = endpointGroup('cases', {
  own: {
    method: 'GET',
    path: '/api/me/cases',
    summary: "The signed-in fellow's cases, and whether the panel is open",
    response: ownCasesSchema,
  },
  add: {
    method: 'POST',
    path: '/api/me/cases',
    summary: 'Adds a new case of a category',
    body: addCaseSchema,
    status: 201,
    response: caseChangedSchema,
    errors: memberChangeErrors,
  },
  save: {
    method: 'PUT',
    path: ownCase,
    summary: 'Saves a new case with its three presentations (upload keys)',
    params: idParamsSchema,
    body: saveCaseSchema,
    response: caseChangedSchema,
    errors: memberChangeErrors,
  },
  remove: {
    method: 'DELETE',
    path: ownCase,
    summary: 'Removes a case that is not locked',
    params: idParamsSchema,
    response: okResponseSchema,
    errors: memberChangeErrors,
  },
  lock: {
    method: 'POST',
    path: `${ownCase}/lock`,
    summary: 'Locks a saved case: submitted for review, unchangeable',
    params: idParamsSchema,
    response: caseChangedSchema,
    errors: memberChangeErrors,
  },
});
