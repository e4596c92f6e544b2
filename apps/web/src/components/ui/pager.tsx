import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type PagerProps = {
  /** The page shown of a list; `totalIsCapped`: there are at least `totalPages`, Next goes on. */
  list: { page: number; totalPages: number; totalIsCapped: boolean };
  onPageChange: (page: number) => void;
  /** Names the pager among the page's landmarks. */
  label: string;
};

/** Prev and Next around "Page X of Y", or "Page X of Y+" when the count stopped. */
export function Pager({ list, onPageChange, label }: PagerProps) {
  const { page, totalPages, totalIsCapped: morePages } = list;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Prev
      </Button>
      <p className="text-sm font-medium text-slate-700">
        Page {page} of {totalPages}
        {morePages && '+'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages && !morePages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
