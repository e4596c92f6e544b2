import {
  auditEndpoints,
  historyEndpoints,
  type AuditFilters,
  type RecordWithHistory,
} from '@osi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { adminPageSize } from '../../utils/paging';

export type { AuditEvent, AuditFilters, AuditOptions } from '@osi/shared';

/** A page of the audit events matching `filters`, newest first. */
export const useAuditEvents = (filters: AuditFilters, page: number) =>
  useQuery({
    queryKey: adminKeys.auditEvents(filters, page),
    queryFn: () =>
      callEndpoint(auditEndpoints.events, { query: { ...filters, page, pageSize: adminPageSize } }),
    placeholderData: keepPreviousData,
  });

/** The actions, kinds of record and administrators to filter the log by. */
export const useAuditOptions = () =>
  useQuery({
    queryKey: adminKeys.auditOptions(),
    queryFn: () => callEndpoint(auditEndpoints.options),
  });

/** A page of one record's own history, newest first. */
export const useRecordHistory = (kind: RecordWithHistory, id: string, page: number) =>
  useQuery({
    queryKey: adminKeys.recordHistory(kind, id, page),
    queryFn: () =>
      callEndpoint(historyEndpoints[kind], {
        params: { id },
        query: { page, pageSize: adminPageSize },
      }),
    placeholderData: keepPreviousData,
  });
