import { privacyRequestStateLabels, type PrivacyRequestState } from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<PrivacyRequestState, BadgeTone> = {
  pending: 'yellow',
  completed: 'green',
  refused: 'red',
};

/** A data download's or erasure request's status, as the member and the Owner see it. */
export function PrivacyRequestStatus({ status }: { status: PrivacyRequestState }) {
  return <Badge tone={tones[status]}>{privacyRequestStateLabels[status]}</Badge>;
}
