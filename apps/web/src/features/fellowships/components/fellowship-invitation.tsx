import { Award } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { ApplicationInvitation } from '@/features/members/components/application-invitation';

/** The invitation to apply: the guidelines first, then Next to the application (or why not yet). */
export function FellowshipInvitation({
  refusal,
  children,
}: {
  refusal?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <ApplicationInvitation
      icon={Award}
      title="Become a Fellow of the Society"
      text="The fellowship recognises implantologists who present their clinical work to the society: seven retrospective and three prospective cases within six months of approval. Read the guidelines, then apply and pay the fellowship fee."
      guidelines={{ to: paths.fellowshipGuidelines, label: 'Fellowship Guidelines' }}
      next={paths.applyFellowship}
      refusal={refusal}
    >
      {children}
    </ApplicationInvitation>
  );
}
