import { ApiError } from '@/lib/api-client';
import { Alert } from './alert';
import { RetryAlert } from './retry-alert';

/**
 * Says why something could not be loaded, in the server's words, and offers to try again;
 * a refusal (403) is no failure to retry, so it is only stated.
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 403) {
    return <Alert tone="warning">{error.message}</Alert>;
  }
  return <RetryAlert onRetry={onRetry}>{error.message}</RetryAlert>;
}
