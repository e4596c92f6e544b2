import { ArrowLeft, CircleUserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PageTitle } from '@/components/page-title';

type ApplicantHeaderProps = {
  /** The page's title until the applicant has loaded, e.g. "Member details". */
  title: string;
  /** Undefined while loading. */
  applicant: { name: string; photoUrl: string | null; subtitle?: string | undefined } | undefined;
  /** The downloads of the record shown. */
  downloads: ReactNode;
  onGoBack: () => void;
};

/** Photo, name and a line about the applicant (placeholders while loading), downloads, Go Back. */
export function ApplicantHeader({ title, applicant, downloads, onGoBack }: ApplicantHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
      <PageTitle title={applicant?.name ?? title} />
      <div className="flex min-w-0 items-center gap-4">
        {applicant?.photoUrl ? (
          <img
            src={applicant.photoUrl}
            alt=""
            className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand-100"
          />
        ) : (
          <CircleUserRound
            aria-hidden="true"
            className="size-20 shrink-0 text-brand-300"
            strokeWidth={1}
          />
        )}
        {applicant ? (
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {applicant.name}
            </h1>
            {applicant.subtitle && (
              <p className="mt-1 break-all text-slate-600">{applicant.subtitle}</p>
            )}
          </div>
        ) : (
          <div className="grid gap-2">
            <h1 className="sr-only">{title}</h1>
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-5 w-32" />
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {downloads}
        <Button variant="ghost" onClick={onGoBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
      </div>
    </div>
  );
}
