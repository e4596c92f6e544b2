import { MailCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/page-title';
import { serverMessage } from '@/lib/api-client';
import { useConfirmSubscription } from '../api/newsletter';
import { NewsletterNotice } from '../components/newsletter-notice';

/** The confirmation e-mail's link: one click on the button confirms (a link scanner does not). */
export function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmSubscription();

  return (
    <NewsletterNotice title="Confirm your subscription" icon={MailCheck}>
      <PageTitle title="Confirm your subscription" />
      {confirm.isSuccess ? (
        <>
          <Alert tone="success">{confirm.data.message}</Alert>
          <Link to={paths.home} className={buttonClasses('secondary')}>
            Go to the home page
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Please confirm that you want to receive the society&apos;s newsletter at this address.
          </p>
          {confirm.isError && (
            <Alert tone="error">
              {serverMessage(confirm.error, 'Something went wrong. Please try again.')}
            </Alert>
          )}
          <Button
            size="lg"
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm my subscription'}
          </Button>
        </>
      )}
    </NewsletterNotice>
  );
}
