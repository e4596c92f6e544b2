import { CardSkeletons } from '@/components/ui/card-skeletons';
import { QueryStates } from '@/components/ui/query-states';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';
import { AdminSection } from '../../components/admin-section';
import { useMemberConsents } from '../api/member-consents';

const contexts = { registration: 'When applying for membership' } as const;

/** The privacy notice versions a member agreed to, and when (DPDP Act). */
export function MemberConsents({ memberId }: { memberId: string }) {
  return (
    <AdminSection title="Privacy consent">
      <div className="mt-4">
        <QueryStates
          query={useMemberConsents(memberId)}
          loading={<CardSkeletons count={1} className="h-12 rounded-xl" />}
          isEmpty={(consents) => consents.length === 0}
          empty={
            <p className="text-sm text-slate-600">
              No consent recorded (members added by hand or registered before consent was asked).
            </p>
          }
        >
          {(consents) => (
            <ul className="grid gap-2 text-sm">
              {consents.map((consent) => (
                <li
                  key={`${consent.noticeVersion}-${consent.consentedAt}`}
                  className="flex flex-wrap gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3"
                >
                  <span className="font-semibold text-slate-900">
                    Privacy notice version {consent.noticeVersion}
                  </span>
                  <span className="text-slate-600">{contexts[consent.context]}</span>
                  <time dateTime={consent.consentedAt} className="text-slate-600">
                    {formatDateTime(consent.consentedAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
        <p className="mt-3 text-sm text-slate-600">
          The current notice is on the{' '}
          <a href={paths.privacy} className="text-brand-700 underline underline-offset-4">
            privacy page
          </a>
          .
        </p>
      </div>
    </AdminSection>
  );
}
