import type { CaptionKey } from '@osi/shared';
import type { ReactNode } from 'react';
import { CaptionBanner } from '@/components/caption-banner';
import { PageTitle } from '@/components/page-title';
import { cn } from '@/utils/cn';

type ApplicationPageProps = {
  title: string;
  banner: { captionKey: CaptionKey; fallback: string };
  /** The card's greatest width, a Tailwind class. */
  width: string;
  /** The card's heading, then the form or why the member cannot apply. */
  children: ReactNode;
};

/** A member's application page: the banner, then one white card on grey. */
export function ApplicationPage({ title, banner, width, children }: ApplicationPageProps) {
  return (
    <>
      <PageTitle title={title} />
      <CaptionBanner {...banner} />
      <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
        <div
          className={cn(
            'mx-auto grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8',
            width,
          )}
        >
          {children}
        </div>
      </div>
    </>
  );
}
