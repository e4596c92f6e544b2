import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';

type FieldRowsProps = {
  /** The array field of the surrounding form, e.g. "coInvestigators". */
  name: string;
  /** What a new row starts with. */
  blank: FieldValues;
  /** Rows that are always there and cannot be removed. */
  fixed?: number;
  max: number;
  addLabel: string;
  /** A row's title, read out with its Remove button, e.g. "Co-investigator 2". */
  rowTitle: (index: number) => string;
  children: (row: { index: number; prefix: string }) => ReactNode;
};

/**
 * Rows of the same fields that can be added (up to `max`) and removed (all but the first
 * `fixed`); each row's fields are named `${prefix}.field`.
 */
export function FieldRows({
  name,
  blank,
  fixed = 0,
  max,
  addLabel,
  rowTitle,
  children,
}: FieldRowsProps) {
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name });
  return (
    <div className="grid gap-4">
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="grid gap-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{rowTitle(index)}</legend>
          {children({ index, prefix: `${name}.${index}` })}
          {index >= fixed && (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              aria-label={`Remove ${rowTitle(index)}`}
              onClick={() => rows.remove(index)}
            >
              Remove
            </Button>
          )}
        </fieldset>
      ))}
      {rows.fields.length < max && (
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => rows.append(blank)}
        >
          {addLabel}
        </Button>
      )}
    </div>
  );
}
