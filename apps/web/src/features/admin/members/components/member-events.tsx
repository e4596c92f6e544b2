import type { MemberEvents as MemberEventsData } from '@osi/shared';
import type { ReactNode } from 'react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { QueryStates } from '@/components/ui/query-states';
import { formatCalendarDate, formatDateTime } from '@/utils/format';
import { AdminSection } from '../../components/admin-section';
import { CategoryBadge, RegistrationStatusBadge } from '../../components/registration-badges';
import { useMemberEvents } from '../api/member-events';
import { MemberCertificates } from './member-certificates';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

function CyclePoints({ cde }: { cde: MemberEventsData['cde'] }) {
  const label = `${cde.cycleTotal} of ${cde.requiredPoints} points in ${cde.cycle.fromYear}–${cde.cycle.toYear}`;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <ProgressBar
        value={cde.requiredPoints === 0 ? 1 : Math.min(1, cde.cycleTotal / cde.requiredPoints)}
        label={label}
      />
    </div>
  );
}

function Registrations({ registrations }: { registrations: MemberEventsData['registrations'] }) {
  if (registrations.length === 0) {
    return <p className="text-sm text-slate-600">No event registrations.</p>;
  }
  return (
    <ul className="grid gap-3">
      {registrations.map((registration) => (
        <li
          key={registration.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm"
        >
          <span className="font-semibold text-slate-900">{registration.eventTitle}</span>
          <span className="text-slate-600">{formatCalendarDate(registration.startDate)}</span>
          <CategoryBadge category={registration.category} />
          <RegistrationStatusBadge status={registration.status} />
          {registration.checkedInAt && (
            <span className="text-slate-600">
              Checked in {formatDateTime(registration.checkedInAt)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A member's event registrations, CDE points of the cycle and certificates, on their details page. */
export function MemberEvents({ memberId }: { memberId: string }) {
  return (
    <AdminSection title="Events and CDE">
      <div className="mt-4">
        <QueryStates
          query={useMemberEvents(memberId)}
          loading={<CardSkeletons count={1} className="h-20 rounded-xl" />}
        >
          {(data) => (
            <div className="grid gap-6">
              <Part title="CDE points">
                <CyclePoints cde={data.cde} />
              </Part>
              <Part title="Registrations">
                <Registrations registrations={data.registrations} />
              </Part>
              <Part title="Certificates">
                <MemberCertificates memberId={memberId} certificates={data.cde.certificates} />
              </Part>
            </div>
          )}
        </QueryStates>
      </div>
    </AdminSection>
  );
}
