import { CalendarDays, Mail, MapPin, Phone } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/page-title';
import { memberName } from '@/utils/member-name';
import { useDirectoryMember } from '../api/directory';
import { MemberPhoto } from '@/components/member-photo';

/** /studyclub-member/{id}: photo, name, e-mail and mobile if shared, city, country, year. */
export function MemberProfilePage() {
  const { id = '' } = useParams();
  const member = useDirectoryMember(id);
  const name = member.data ? memberName(member.data) : '';

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-16">
      <PageTitle title={name || 'Member profile'} />
      <div className="mx-auto max-w-2xl">
        {member.isPending ? (
          <Skeleton className="h-72 rounded-2xl" />
        ) : member.isError ? (
          <Alert tone="error">{member.error.message}</Alert>
        ) : (
          <article className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <MemberPhoto url={member.data.profilePictureUrl} name={name} className="size-32" />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{name}</h1>
            {member.data.specialty && <p className="text-slate-700">{member.data.specialty}</p>}
            <ul className="grid gap-2 text-slate-700">
              {member.data.email && (
                <li className="flex items-center justify-center gap-2">
                  <Mail aria-hidden="true" className="size-4" />
                  <a
                    href={`mailto:${member.data.email}`}
                    className="text-brand-700 underline underline-offset-4"
                  >
                    {member.data.email}
                  </a>
                </li>
              )}
              {member.data.mobileNo && (
                <li className="flex items-center justify-center gap-2">
                  <Phone aria-hidden="true" className="size-4" />
                  <a href={`tel:${member.data.mobileNo}`} className="underline underline-offset-4">
                    {member.data.mobileNo}
                  </a>
                </li>
              )}
              <li className="flex items-center justify-center gap-2">
                <MapPin aria-hidden="true" className="size-4" />
                {[member.data.city, member.data.country].filter(Boolean).join(', ') || 'N/A'}
              </li>
              <li className="flex items-center justify-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4" />
                Registered since {member.data.registeredSince}
              </li>
            </ul>
          </article>
        )}
        <Link to={paths.memberDirectory} className={`${buttonClasses('secondary')} mt-6`}>
          Back to the directory
        </Link>
      </div>
    </div>
  );
}
