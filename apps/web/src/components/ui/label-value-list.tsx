import type { ReactNode } from 'react';

export type LabelledValue = [label: string, value: ReactNode];

/** Labels with their values, as a description list; an empty value shows `empty`. */
export function LabelValueList({
  rows,
  empty,
  className,
}: {
  rows: LabelledValue[];
  empty: string;
  className: string;
}) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value || empty}</dd>
        </div>
      ))}
    </dl>
  );
}
