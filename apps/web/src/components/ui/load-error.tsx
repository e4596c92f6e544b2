import { RetryAlert } from '@/components/ui/retry-alert';

/** Says why something could not be loaded, in the server's words, and offers to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <RetryAlert onRetry={onRetry}>{error.message}</RetryAlert>;
}
