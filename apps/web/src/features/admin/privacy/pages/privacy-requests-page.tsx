import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  privacyRequestKindLabels,
  privacyRequestKinds,
  privacyRequestStateLabels,
  privacyRequestStates,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '@osi/shared';
import { PrivacyRequestStatus } from '@/components/privacy-request-status';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useKeepPageInRange, useListFilter, useListParams } from '@/hooks/use-list-params';
import { formatDateTime } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { usePrivacyRequests } from '../api/privacy-requests';
import { DecisionDialog, type Verdict } from '../components/decision-dialog';

type Deciding = { request: PrivacyRequest; verdict: Verdict };

const columnsOf = (decide: (deciding: Deciding) => void): Column<PrivacyRequest>[] => [
  { label: 'Requested', cell: (request) => formatDateTime(request.requestedAt) },
  { label: 'Kind', cell: (request) => privacyRequestKindLabels[request.kind] },
  {
    label: 'Member',
    cell: ({ member }) => (
      <span className="grid">
        <span className="font-semibold text-slate-900">{member.name}</span>
        {!member.erased && <span className="text-slate-600">{member.email}</span>}
      </span>
    ),
  },
  {
    label: 'Note',
    cell: (request) => <span className="whitespace-normal">{request.note || '—'}</span>,
  },
  { label: 'Status', cell: (request) => <PrivacyRequestStatus status={request.status} /> },
  {
    label: 'Outcome',
    cell: (request) =>
      request.decidedAt ? (
        <span className="grid whitespace-normal">
          <span>{request.outcome}</span>
          <span className="text-slate-600">
            {formatDateTime(request.decidedAt)}
            {request.decidedBy && ` · ${request.decidedBy}`}
          </span>
        </span>
      ) : (
        '—'
      ),
  },
  {
    label: 'Actions',
    cell: (request) =>
      request.kind === 'erasure' && request.status === 'pending' ? (
        <span className="flex gap-2">
          <Button
            size="sm"
            variant="danger"
            aria-label={`Approve the erasure of ${request.member.name}`}
            onClick={() => decide({ request, verdict: 'approve' })}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Refuse the erasure of ${request.member.name}`}
            onClick={() => decide({ request, verdict: 'refuse' })}
          >
            Refuse
          </Button>
        </span>
      ) : null,
  },
];

const explanation =
  'Members’ data downloads and requests to erase their account (Digital Personal Data Protection Act, 2023). Approve or refuse each erasure request; the member is told the outcome.';

/** The Owner's list of access and erasure requests, with the decision on each erasure. */
export function PrivacyRequestsPage() {
  const { page, setPage } = useListParams();
  const [kind, setKind] = useListFilter('kind');
  const [status, setStatus] = useListFilter('status');
  const requests = usePrivacyRequests(page, {
    ...(kind && { kind: kind as PrivacyRequestKind }),
    ...(status && { status: status as PrivacyRequestState }),
  });
  useKeepPageInRange(page, requests.data?.totalPages, setPage);
  const [deciding, setDeciding] = useState<Deciding>();

  return (
    <>
      <AdminPageHeader title="Privacy requests" description={explanation} />
      <div className="mb-6 flex flex-wrap gap-3">
        <FilterSelect
          label="Kind"
          placeholder="Every kind"
          value={kind}
          onChange={setKind}
          values={privacyRequestKinds}
          labelOf={(value) => privacyRequestKindLabels[value as PrivacyRequestKind]}
        />
        <FilterSelect
          label="Status"
          placeholder="Every status"
          value={status}
          onChange={setStatus}
          values={privacyRequestStates}
          labelOf={(value) => privacyRequestStateLabels[value as PrivacyRequestState]}
        />
      </div>
      <QueryStates
        query={requests}
        loading={<Skeleton className="h-48 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={ShieldCheck} title="No privacy requests">
            {kind || status
              ? 'No request matches these filters.'
              : 'No member has downloaded their data or asked to be erased yet.'}
          </EmptyState>
        }
      >
        {(data) => (
          <div aria-busy={requests.isPlaceholderData} className="grid gap-6">
            <DataTable
              columns={columnsOf(setDeciding)}
              rows={data.items}
              rowKey={(request) => request.id}
            />
            <Pager label="Pages of privacy requests" list={data} onPageChange={setPage} />
          </div>
        )}
      </QueryStates>
      {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(undefined)} />}
    </>
  );
}
