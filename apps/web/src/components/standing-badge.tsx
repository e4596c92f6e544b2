import { standingLabels, type Standing } from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<Standing, BadgeTone> = {
  active: 'green',
  expiring: 'amber',
  grace: 'orange',
  lapsed: 'red',
};

/** A member's standing in its colour: green active, amber expiring, orange in grace, red lapsed. */
export function StandingBadge({ standing }: { standing: Standing }) {
  return <Badge tone={tones[standing]}>{standingLabels[standing]}</Badge>;
}
