import { SearchBox } from '@/components/ui/search-box';

type MemberSearchProps = { initial: string; onSearch: (search: string) => void };

/** Searches the applications as the administrator types, once they pause. */
export function MemberSearch(props: MemberSearchProps) {
  return (
    <SearchBox
      {...props}
      label="Search applications"
      placeholder="Search by name, e-mail, phone or ID"
    />
  );
}
