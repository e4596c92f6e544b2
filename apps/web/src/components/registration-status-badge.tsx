import { registrationStatusLabels, type RegistrationStatus } from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<RegistrationStatus, BadgeTone> = {
  registered: 'green',
  held: 'amber',
  waiting: 'yellow',
  cancelled: 'grey',
  lapsed: 'red',
};

/** Where an event registration is: registered in green, held in amber, waiting in yellow. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return <Badge tone={tones[status]}>{registrationStatusLabels[status]}</Badge>;
}
