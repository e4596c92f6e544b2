import type { ReactNode } from 'react';
import { AdminSection } from '../../components/admin-section';

export type Detail = { label: string; value: ReactNode };

/** The committee's comments on an application, or the spec's words when it left none. */
export const commentsDetail = (comments: string): Detail => ({
  label: 'Comments',
  value: comments || 'No comments available.',
});

/** An e-mail address or phone number as a link that writes or calls; empty when there is none. */
export const addressLink = (scheme: 'mailto' | 'tel', address: string) =>
  address && (
    <a href={`${scheme}:${address}`} className="underline underline-offset-4">
      {address}
    </a>
  );

/** A titled block of the member's details: label and value pairs; empty values say so. */
export function DetailsSection({ title, details }: { title: string; details: Detail[] }) {
  return (
    <AdminSection title={title}>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {details.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {label}
            </dt>
            <dd className="mt-1 break-words text-slate-900">
              {value === '' || value === null ? (
                <span className="text-slate-600">Not provided</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </AdminSection>
  );
}
