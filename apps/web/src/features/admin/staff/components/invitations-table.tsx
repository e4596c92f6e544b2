import {
  invitationLifetimeHours,
  staffEndpoints,
  staffRoleLabels,
  type StaffInvitation,
} from '@osi/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { callEndpoint } from '@/lib/endpoint-client';
import { formatDateTime } from '@/utils/format';
import type { StaffChange } from '../api/staff';

type InvitationsTableProps = {
  invitations: readonly StaffInvitation[];
  ask: (change: StaffChange) => void;
};

const resend = (invitation: StaffInvitation): StaffChange => ({
  question: `Send the invitation to ${invitation.email} again?`,
  detail: `It gets a new link, valid for ${invitationLifetimeHours} hours; the old link stops working.`,
  call: () => callEndpoint(staffEndpoints.resendInvitation, { params: { id: invitation.id } }),
});

const revoke = (invitation: StaffInvitation): StaffChange => ({
  question: `Revoke the invitation to ${invitation.email}?`,
  detail: 'Its link stops working.',
  call: () => callEndpoint(staffEndpoints.revokeInvitation, { params: { id: invitation.id } }),
});

const columns = (ask: InvitationsTableProps['ask']): Column<StaffInvitation>[] => [
  {
    label: 'Invited',
    cell: (invitation) => (
      <>
        <span className="font-semibold">{invitation.name}</span>
        <span className="block text-slate-600">{invitation.email}</span>
      </>
    ),
  },
  { label: 'Role', cell: (invitation) => staffRoleLabels[invitation.role] },
  {
    label: 'Link',
    cell: (invitation) =>
      invitation.expired ? (
        <Badge tone="amber">Expired</Badge>
      ) : (
        `Valid until ${formatDateTime(invitation.expiresAt)}`
      ),
  },
  {
    label: 'Actions',
    cell: (invitation) => (
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Resend to ${invitation.email}`}
          onClick={() => ask(resend(invitation))}
        >
          Resend
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={() => ask(revoke(invitation))}
        >
          Revoke
        </Button>
      </div>
    ),
  },
];

/** The invitations not yet accepted: to send again or to revoke. */
export function InvitationsTable({ invitations, ask }: InvitationsTableProps) {
  return (
    <DataTable columns={columns(ask)} rows={invitations} rowKey={(invitation) => invitation.id} />
  );
}
