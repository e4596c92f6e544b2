import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
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

/** The field errors of input that failed its schema, as the API sends them. */
export const invalidInput = (fieldErrors: Record<string, string>) =>
  errorBody('validation_error', 'Please correct the highlighted fields.', fieldErrors);

/**
 * The status and body the API answers a failure with, whoever asked: over HTTP, or the page
 * renderer in-process. 5xx details go to the log only.
 */
export const errorAnswer = (caught: unknown, log: FastifyBaseLogger) => {
  const unreachable = isDatabaseUnreachable(caught);
  if (unreachable) log.warn({ err: caught }, 'database unreachable');
  const error = (unreachable ? databaseUnavailable() : caught) as FastifyError;
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: errorBody(error.code, error.message, error.fieldErrors),
    };
  }
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors) return { status: 400, body: invalidInput(fieldErrors) };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = (error.code ?? 'bad_request').toLowerCase();
    return { status, body: errorBody(code, error.message) };
  }
  log.error({ err: error }, 'request failed');
  return { status: 500, body: errorBody('internal_error', genericMessage) };
};

/** One JSON error shape for the whole API. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(caught, request.log);
    return reply.status(status).send(body);
  });
});
