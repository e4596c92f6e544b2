import { privacyNoticeMessages } from '@osi/shared';
import type { RefObject } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ExternalLink } from '@/components/ui/external-link';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { usePrivacyNotice } from '@/hooks/use-privacy-notice';

type PrivacyConsentProps = {
  notice: ReturnType<typeof usePrivacyNotice>;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  error: string | undefined;
  boxRef: RefObject<HTMLDivElement | null>;
};

/** Step 6's consent to the privacy notice (DPDP Act): a short statement, the notice, the box. */
export function PrivacyConsent({
  notice,
  agreed,
  onAgreedChange,
  error,
  boxRef,
}: PrivacyConsentProps) {
  const unpublished = notice.error instanceof ApiError && notice.error.status === 404;
  return (
    <section aria-labelledby="privacy-consent-heading" className="grid gap-3">
      <h3 id="privacy-consent-heading" className="text-base font-semibold text-slate-900">
        Your personal data
      </h3>
      <p className="text-sm text-slate-700">
        The society keeps the details above to review your application and run your membership, as
        its privacy notice explains: what it keeps, why, for how long, your rights to access,
        correct and erase them, and whom to complain to.{' '}
        <ExternalLink
          href={paths.privacy}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Read the privacy notice
          {notice.data && ` (version ${notice.data.version})`}
        </ExternalLink>
      </p>
      {notice.isPending && <Skeleton className="h-6 w-80" />}
      {notice.isError && (
        <p role="alert" className="text-sm text-red-700">
          {unpublished ? privacyNoticeMessages.noNotice : notice.error.message}
        </p>
      )}
      {notice.data && (
        <div ref={boxRef}>
          <CheckboxField
            label="I have read the privacy notice and agree to the society processing my personal data as it describes."
            checked={agreed}
            onChange={(event) => onAgreedChange(event.target.checked)}
            aria-required
            error={error}
          />
        </div>
      )}
    </section>
  );
}
