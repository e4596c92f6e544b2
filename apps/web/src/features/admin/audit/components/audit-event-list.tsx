import { auditChangeText, entityTypeLabel, type AuditChange } from '@osi/shared';
import { Link } from 'react-router';
import { formatDateTime } from '@/utils/format';
import { actionLabel, recordLink } from '../../utils/audit-text';
import type { AuditEvent } from '../api/audit-events';

/** Each changed field, its value before and after. */
function ChangeList({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
      {changes.map((change) => {
        const { label, before, after } = auditChangeText(change, formatDateTime);
        return (
          <div key={change.field} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="mb-1 break-words text-slate-900 sm:mb-0">
              <span className="text-slate-500">{before}</span> <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span> <span>{after}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function AuditEventItem({ event, showRecord }: { event: AuditEvent; showRecord: boolean }) {
  const link = showRecord ? recordLink(event.entity) : undefined;
  const title = actionLabel(event.action);
  return (
    <li className="px-4 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {title}
            {title !== event.action && (
              <code className="ml-2 text-xs font-normal text-slate-500">{event.action}</code>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {event.actor.name} ·{' '}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </p>
          {showRecord && (
            <p className="text-sm break-all text-slate-600">
              {entityTypeLabel(event.entity.type)}
              {event.entity.id && ` ${event.entity.id}`}
            </p>
          )}
        </div>
        {link && (
          <Link
            to={link.to}
            className="shrink-0 text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {link.label}
          </Link>
        )}
      </div>
      <ChangeList changes={event.changes} />
    </li>
  );
}

/** Audit events, newest first, each with who, when, what and the fields it changed. */
export function AuditEventList({
  events,
  showRecord = true,
}: {
  events: readonly AuditEvent[];
  /** Whether each event names its record; a record's own history need not. */
  showRecord?: boolean;
}) {
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {events.map((event) => (
        <AuditEventItem key={event.id} event={event} showRecord={showRecord} />
      ))}
    </ol>
  );
}
