import type { ReactNode } from 'react';

/** A titled group of a form's fields, two to a row on wider screens. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
