import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { controlClasses } from '@/components/ui/field';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { cn } from '@/utils/cn';

/** The spec's search delay after the last keystroke. */
export const searchDebounceMs = 300;

type SearchBoxProps = {
  initial: string;
  onSearch: (search: string) => void;
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  className?: string;
};

/** Searches as the person types, once they pause; leading spaces never count. */
export function SearchBox({ initial, onSearch, label, placeholder, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const search = useDebouncedCallback(onSearch, searchDebounceMs);

  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          const value = event.target.value.trimStart();
          setText(value);
          search(value.trim());
        }}
        className={cn(controlClasses, 'pl-9')}
      />
    </div>
  );
}
