import { fellowshipMessages } from '@osi/shared';
import { Award } from 'lucide-react';
import { ApplicationTab } from '@/components/application/application-tab';
import { CommitteeComment } from '@/components/application/committee-comment';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';
import { useOwnFellowship } from '../api/get-own-fellowship';
import { ApprovedFellowship } from './approved-fellowship';

const invitation = {
  icon: Award,
  title: 'Become a Fellow of the Society',
  text: 'The fellowship recognises implantologists who present their clinical work to the society: seven retrospective and three prospective cases within six months of approval. Read the guidelines, then apply and pay the fellowship fee.',
  guidelines: { to: paths.fellowshipGuidelines, label: 'Fellowship Guidelines' },
  next: paths.applyFellowship,
};

const statusTexts = {
  pending: 'You are already registered for the fellowship, and your application is under review.',
  declined: 'Your fellowship application was declined.',
};

/**
 * The dashboard's Fellowship tab: the invitation (or why the member cannot apply yet), or the
 * application's status badge and case panel; a declined application is shown in red, with the
 * invitation to apply again below it.
 */
export function FellowshipTab() {
  return (
    <ApplicationTab
      own={useOwnFellowship()}
      application={(data) => data.fellowship}
      notApproved={fellowshipMessages.notApproved}
      invitation={invitation}
    >
      {(fellowship) => (
        <>
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">Fellowship</h2>
              <StatusBadge status={fellowship.status} />
            </div>
            <p className="text-slate-700">
              {fellowship.status === 'approved' && fellowship.approvedAt
                ? `You are registered for the fellowship, approved on ${formatDateTime(fellowship.approvedAt)}.`
                : statusTexts[fellowship.status === 'declined' ? 'declined' : 'pending']}
            </p>
            <CommitteeComment comments={fellowship.comments} />
          </div>
          {fellowship.status === 'approved' && <ApprovedFellowship fellowship={fellowship} />}
        </>
      )}
    </ApplicationTab>
  );
}
