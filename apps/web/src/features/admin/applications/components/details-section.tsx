import type { ReactNode } from 'react';
import { AdminSection } from '../../components/admin-section';

export type Detail = { label: string; value: ReactNode };

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

/** A record's details, section by section: each section's title and how its details are read. */
export type DetailsTable<T> = readonly (readonly [
  title: string,
  details: (record: T) => Detail[],
])[];

/** One `DetailsSection` for each section of `table`, with the details of `record`. */
export function DetailsSections<T>({ table, record }: { table: DetailsTable<T>; record: T }) {
  return (
    <>
      {table.map(([title, details]) => (
        <DetailsSection key={title} title={title} details={details(record)} />
      ))}
    </>
  );
}
