import type { MemberListItem } from '@osi/shared';
import { rowNumber } from '../../utils/paging';
import { MemberCard } from './member-card';

/** The cards of one page, numbered on from the pages before. */
export function MembersList({ members, page }: { members: MemberListItem[]; page: number }) {
  return (
    <ul className="grid gap-3">
      {members.map((member, index) => (
        <li key={member.id}>
          <MemberCard member={member} number={rowNumber(page, index)} />
        </li>
      ))}
    </ul>
  );
}
