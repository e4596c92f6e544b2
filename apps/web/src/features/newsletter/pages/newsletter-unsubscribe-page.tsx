import { MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PageTitle } from '@/components/page-title';
import { serverMessage } from '@/lib/api-client';
import { useResubscribe, useUnsubscribe } from '../api/newsletter';
import { NewsletterNotice } from '../components/newsletter-notice';

const fallback = 'Something went wrong. Please try again.';

/** Every newsletter's unsubscribe link: opening it unsubscribes; one button undoes it. */
export function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <NewsletterNotice title="Unsubscribe" icon={MailX}>
      <PageTitle title="Unsubscribe" />
      {unsubscribe.isPending && <Spinner label="Unsubscribing…" />}
      {unsubscribe.isError && (
        <Alert tone="error">{serverMessage(unsubscribe.error, fallback)}</Alert>
      )}
      {unsubscribe.isSuccess &&
        (resubscribe.isSuccess ? (
          <Alert tone="success">{resubscribe.data.message}</Alert>
        ) : (
          <>
            <Alert tone="success">{unsubscribe.data.message}</Alert>
            {resubscribe.isError && (
              <Alert tone="error">{serverMessage(resubscribe.error, fallback)}</Alert>
            )}
            <Button
              variant="secondary"
              disabled={resubscribe.isPending}
              onClick={() => resubscribe.mutate(token)}
            >
              {resubscribe.isPending ? 'Subscribing…' : 'Unsubscribed by mistake? Subscribe again'}
            </Button>
          </>
        ))}
    </NewsletterNotice>
  );
}
