import type { DirectoryMember } from '@osi/shared';
import { MapPin } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { paths } from '@/config/paths';
import { memberName } from '@/utils/member-name';
import { MemberPhoto } from '@/components/member-photo';

type DirectoryCardProps = {
  member: Pick<
    DirectoryMember,
    'id' | 'title' | 'firstName' | 'lastName' | 'profilePictureUrl' | 'specialty' | 'city' | 'state'
  >;
  /** A last line, such as the year a fellow joined the programme. */
  note?: string;
};

/** One listed member in the Directory Finder or on the fellows page, linking to their profile. */
export function DirectoryCard({ member, note }: DirectoryCardProps) {
  const name = memberName(member);
  const place = [member.city, member.state].filter(Boolean).join(', ');
  return (
    <article className="flex h-full items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <MemberPhoto url={member.profilePictureUrl} name={name} className="size-16 shrink-0" />
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">
          <Link
            to={generatePath(paths.studyClubMember, { id: member.id })}
            className="underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {name}
          </Link>
        </h2>
        {member.specialty && <p className="text-sm text-slate-700">{member.specialty}</p>}
        {place && (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </p>
        )}
        {note && <p className="mt-1 text-sm font-medium text-brand-800">{note}</p>}
      </div>
    </article>
  );
}
