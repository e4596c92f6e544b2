import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Says why something could not be loaded and offers to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{error.message}</p>
      <div>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
