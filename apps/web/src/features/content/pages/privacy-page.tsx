import type { PrivacyNotice } from '@osi/shared';
import { ShieldCheck } from 'lucide-react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Banner } from '../components/content-banner';
import { ContentPageBody } from '../components/content-states';
import { RichText } from '../components/rich-text';
import { textOr } from '../content-types';
import type { PageData } from '@/lib/page-data';
import { ApiError } from '@/lib/api-client';
import { formatLongDate } from '@osi/shared';
import { privacyNoticeQueryOptions, usePrivacyNotice } from '@/hooks/use-privacy-notice';

export const privacyPageData: PageData = () => [privacyNoticeQueryOptions];

function GrievanceContact({ value }: { value: PrivacyNotice['value'] }) {
  const email = textOr(value.grievanceEmail);
  return (
    <aside
      aria-labelledby="grievance-heading"
      className="grid content-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="grievance-heading" className="text-lg font-semibold text-slate-900">
        Grievance officer
      </h2>
      <address className="grid gap-1 text-slate-700 not-italic">
        <span className="font-semibold text-slate-900">{textOr(value.grievanceOfficer)}</span>
        <a href={`mailto:${email}`} className="text-brand-700 underline underline-offset-4">
          {email}
        </a>
        <span className="whitespace-pre-line">{textOr(value.grievanceAddress)}</span>
      </address>
      <p className="text-slate-700">
        We answer grievances within {textOr(value.grievanceResponseTime)}.
      </p>
      <h2 className="text-lg font-semibold text-slate-900">Data protection contact</h2>
      <p className="whitespace-pre-line text-slate-700">{textOr(value.dataProtectionContact)}</p>
    </aside>
  );
}

/** /privacy: the current privacy notice, its version and date, and whom to complain to. */
export function PrivacyPage() {
  const notice = usePrivacyNotice();
  const value = notice.data?.value;
  const unpublished = notice.error instanceof ApiError && notice.error.status === 404;
  return (
    <>
      <Banner title={textOr(value?.heading) || 'Privacy Notice'} pending={notice.isPending} />
      <ContentPageBody>
        {notice.isPending && <CardSkeletons count={1} className="h-96 rounded-2xl" />}
        {unpublished && (
          <EmptyState icon={ShieldCheck} title="Not yet published">
            The society’s privacy notice will be published here soon.
          </EmptyState>
        )}
        {notice.isError && !unpublished && (
          <LoadError error={notice.error} onRetry={() => void notice.refetch()} />
        )}
        {notice.data && value && (
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <p className="text-sm text-slate-600">
                Version {notice.data.version}, published{' '}
                <time dateTime={notice.data.publishedAt}>
                  {formatLongDate(notice.data.publishedAt)}
                </time>
              </p>
              <RichText html={textOr(value.body)} />
            </article>
            <GrievanceContact value={value} />
          </div>
        )}
      </ContentPageBody>
    </>
  );
}
