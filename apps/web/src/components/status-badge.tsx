import type { ApplicationStatus } from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = { approved: 'green', pending: 'yellow', declined: 'red' };

/** The spec's colours: green approved, yellow pending, red declined, grey anything else. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tones[status] ?? 'grey'}>{status}</Badge>;
}
