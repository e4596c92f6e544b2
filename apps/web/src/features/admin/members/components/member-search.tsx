import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { controlClasses } from '@/components/ui/field';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { cn } from '@/utils/cn';

/** The spec's search delay after the last keystroke. */
export const searchDebounceMs = 300;

type MemberSearchProps = { initial: string; onSearch: (search: string) => void };

/** Searches as the administrator types, once they pause; leading spaces never count. */
export function MemberSearch({ initial, onSearch }: MemberSearchProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const search = useDebouncedCallback(onSearch, searchDebounceMs);

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Search applications
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Search by name, e-mail, phone or ID"
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
