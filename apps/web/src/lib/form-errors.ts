import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors under their fields (focusing the first one). Returns whether
 * it did, so the caller can show any other failure as a toast instead.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean => {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  entries.forEach(([field, message], index) => {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
};
