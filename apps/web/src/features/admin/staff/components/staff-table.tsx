import { staffEndpoints, staffRoleLabels, type StaffMember, type StaffRole } from '@osi/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { controlClasses } from '@/components/ui/field';
import { callEndpoint } from '@/lib/endpoint-client';
import { formatDateTime } from '@/utils/format';
import type { StaffChange } from '../api/staff';
import { roleOptions } from './role-field';

type StaffTableProps = {
  staff: readonly StaffMember[];
  /** The signed-in administrator, who cannot disable themselves. */
  selfId: string | undefined;
  ask: (change: StaffChange) => void;
};

const params = (admin: StaffMember) => ({ params: { id: admin.id } });

const roleChange = (admin: StaffMember, role: StaffRole): StaffChange => ({
  question: `Make ${admin.name} ${staffRoleLabels[role]}?`,
  detail: 'They may use what the new role allows from their next page.',
  call: () => callEndpoint(staffEndpoints.changeRole, { ...params(admin), body: { role } }),
});

const statusLabel = (admin: StaffMember) => (admin.status === 'active' ? 'Disable' : 'Enable');

const statusChange = (admin: StaffMember): StaffChange => {
  const status = admin.status === 'active' ? 'disabled' : 'active';
  return {
    question: status === 'disabled' ? `Disable ${admin.name}?` : `Enable ${admin.name}?`,
    ...(status === 'disabled' ? { detail: 'They are signed out at once and cannot sign in.' } : {}),
    call: () => callEndpoint(staffEndpoints.changeStatus, { ...params(admin), body: { status } }),
  };
};

const twoFactorReset = (admin: StaffMember): StaffChange => ({
  question: `Reset ${admin.name}'s two-factor sign-in?`,
  detail: 'Their authenticator and recovery codes stop working; they sign in with the password.',
  call: () => callEndpoint(staffEndpoints.resetTwoFactor, params(admin)),
});

/** The administrators, each with their role to change and the actions an Owner may take. */
export function StaffTable({ staff, selfId, ask }: StaffTableProps) {
  const columns: Column<StaffMember>[] = [
    {
      label: 'Name',
      cell: (admin) => (
        <>
          <span className="font-semibold">{admin.name}</span>
          <span className="block text-slate-600">{admin.email}</span>
        </>
      ),
    },
    {
      label: 'Role',
      cell: (admin) => (
        <select
          aria-label={`Role of ${admin.name}`}
          value={admin.role}
          onChange={(event) => ask(roleChange(admin, event.target.value as StaffRole))}
          className={`${controlClasses} min-w-40`}
        >
          {roleOptions}
        </select>
      ),
    },
    {
      label: 'Status',
      cell: (admin) => (
        <Badge tone={admin.status === 'active' ? 'green' : 'grey'}>{admin.status}</Badge>
      ),
    },
    { label: 'Two-factor', cell: (admin) => (admin.twoFactor ? 'On' : 'Off') },
    {
      label: 'Last sign-in',
      cell: (admin) => (admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : 'Never'),
    },
    { label: 'Added', cell: (admin) => formatDateTime(admin.createdAt) },
    {
      label: 'Actions',
      cell: (admin) => (
        <div className="flex gap-2">
          {admin.id !== selfId && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${statusLabel(admin)} ${admin.name}`}
              onClick={() => ask(statusChange(admin))}
            >
              {statusLabel(admin)}
            </Button>
          )}
          {admin.twoFactor && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Reset two-factor of ${admin.name}`}
              onClick={() => ask(twoFactorReset(admin))}
            >
              Reset two-factor
            </Button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable columns={columns} rows={staff} rowKey={(admin) => admin.id} />;
}
