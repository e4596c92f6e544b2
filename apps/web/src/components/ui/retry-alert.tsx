import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** Says why something could not be loaded and offers to try again. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{children}</p>
      <div>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
