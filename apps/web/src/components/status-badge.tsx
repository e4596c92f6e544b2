import type { ApplicationStatus, RoadmapReviewStatus } from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = {
  approved: 'green',
  pending: 'yellow',
  declined: 'red',
  rejected: 'red',
};

/** The spec's colours: green approved, yellow pending, red declined (or rejected), grey anything else. */
export function StatusBadge({ status }: { status: ApplicationStatus | RoadmapReviewStatus }) {
  return <Badge tone={tones[status] ?? 'grey'}>{status}</Badge>;
}
