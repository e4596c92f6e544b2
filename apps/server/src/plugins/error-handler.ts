import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@osi/shared';
import { databaseUnavailable, isDatabaseUnreachable } from '../lib/database-unavailable';
import { AppError } from '../lib/errors';

const genericMessage = 'Something went wrong on our side. Please try again.';

export const errorBody = (code: string, message: string, fieldErrors?: Record<string, string>) =>
  ({ error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } }) satisfies ErrorResponse;

const fieldErrorsOf = (error: FastifyError) => {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] ??= issue.message ?? 'Invalid value';
  }
  return fieldErrors;
};

/** One JSON error shape for the whole API; 5xx details go to the log only. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const unreachable = isDatabaseUnreachable(caught);
    if (unreachable) request.log.warn({ err: caught }, 'database unreachable');
    const error = unreachable ? databaseUnavailable() : caught;
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.fieldErrors));
    }
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors) {
      return reply
        .status(400)
        .send(errorBody('validation_error', 'Please correct the highlighted fields.', fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error.code ?? 'bad_request').toLowerCase();
      return reply.status(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal_error', genericMessage));
  });
});
