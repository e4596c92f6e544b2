import type { SessionMember } from '@osi/shared';
import { CircleUserRound } from 'lucide-react';

/** The member's profile picture, or a person icon when they have none. Decorative. */
export function MemberAvatar({ member }: { member: SessionMember }) {
  return member.profilePictureUrl ? (
    <img src={member.profilePictureUrl} alt="" className="size-9 rounded-full object-cover" />
  ) : (
    <CircleUserRound aria-hidden="true" className="size-9 text-brand-700" strokeWidth={1.5} />
  );
}
