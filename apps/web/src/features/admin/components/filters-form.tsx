import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/utils/cn';

type Filters = Partial<Record<string, string>>;

/** The form's draft, a setter per filter, and why the server would refuse the dates. */
export type FilterFields<T extends Filters> = {
  draft: T;
  set: (key: keyof T & string) => (value: string) => void;
  /** From and To, India's days, the error under To. */
  dates: ReactNode;
};

type FiltersFormProps<T extends Filters> = {
  /** Names the search landmark: "Filter payments". */
  label: string;
  schema: z.ZodType<T>;
  filters: T;
  onApply: (filters: T) => void;
  className?: string;
  children: (fields: FilterFields<T>) => ReactNode;
};

/** A list's filters, applied together with Apply, checked as the server checks them; Clear. */
export function FiltersForm<T extends Filters & { from?: string; to?: string }>({
  label,
  schema,
  filters,
  onApply,
  className,
  children,
}: FiltersFormProps<T>) {
  const [draft, setDraft] = useState<T>(filters);
  const [error, setError] = useState<string>();
  const set = (key: keyof T & string) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));
  const dates = (
    <>
      <TextField
        label="From"
        type="date"
        value={draft.from ?? ''}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to ?? ''}
        error={error}
        onChange={(event) => set('to')(event.target.value)}
      />
    </>
  );

  return (
    <form
      role="search"
      aria-label={label}
      className={cn(
        'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = schema.safeParse(draft);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        onApply(parsed.data);
      }}
    >
      {children({ draft, set, dates })}
      <div className="flex items-end gap-2">
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({} as T);
            setError(undefined);
            onApply({} as T);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
