import type { NewsletterIssue } from '@osi/shared';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDateTime } from '@/utils/format';

/** One newsletter sent: how far it has gone out, and what it said. */
function IssueCard({ issue }: { issue: NewsletterIssue }) {
  const share = (part: number) => (issue.recipients === 0 ? 1 : part / issue.recipients);
  return (
    <article className="grid gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">{issue.subject}</h3>
        <Badge tone={issue.status === 'sent' ? 'green' : 'yellow'}>{issue.status}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {issue.sendStartedAt && `Started ${formatDateTime(issue.sendStartedAt)} · `}
        {issue.queued} of {issue.recipients} queued · {issue.delivered} delivered
        {issue.failed > 0 && ` · ${issue.failed} failed`}
      </p>
      <ProgressBar value={share(issue.queued)} label={`“${issue.subject}” queued`} />
      <ProgressBar value={share(issue.delivered)} label={`“${issue.subject}” delivered`} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Show the newsletter</summary>
        {/* Rendered from Markdown and sanitised by the server. */}
        <div
          className="prose mt-3 max-w-none rounded-lg bg-slate-50 p-4 text-slate-800"
          dangerouslySetInnerHTML={{ __html: issue.html }}
        />
      </details>
    </article>
  );
}

export function NewsletterHistory({ issues }: { issues: NewsletterIssue[] }) {
  return (
    <ul className="grid gap-3">
      {issues.map((issue) => (
        <li key={issue.id}>
          <IssueCard issue={issue} />
        </li>
      ))}
    </ul>
  );
}
