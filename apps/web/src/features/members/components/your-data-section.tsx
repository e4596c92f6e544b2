import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'react-toastify/unstyled';
import { erasureNoteSchema, privacyRequestKindLabels, type OwnPrivacyRequest } from '@osi/shared';
import { TextareaInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { PrivacyRequestStatus } from '@/components/privacy-request-status';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { serverMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format';
import { useAskErasure, useDownloadArchive, useOwnPrivacyRequests } from '../api/privacy';

function DownloadMyData() {
  const download = useDownloadArchive();
  const start = () =>
    download.mutate(undefined, {
      onError: (error) =>
        toast.error(serverMessage(error, 'The download failed. Please try again.')),
    });
  return (
    <Button onClick={start} disabled={download.isPending} aria-busy={download.isPending}>
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? 'Preparing your data…' : 'Download my data'}
    </Button>
  );
}

function AskErasureDialog({ onClose }: { onClose: () => void }) {
  const ask = useAskErasure();
  const form = useZodForm(erasureNoteSchema, { defaultValues: { note: '' } });
  return (
    <FormDialog
      title="Ask to erase your account?"
      description="An Owner of the society reviews the request. Once it is approved your name, contact details, documents and files are removed, your forum posts show as a former member's, and you can no longer sign in. This cannot be undone. Receipts keep what the law requires (number, date, amount, tax, and the payer name and state) for eight years."
      form={form}
      className="mt-5 grid gap-4"
      onClose={onClose}
      successToast
      onSubmit={(values) => ask.mutateAsync(values)}
      submitLabel="Ask to erase my account"
      busyLabel="Sending…"
    >
      <TextareaInputField name="note" label="Anything the Owner should know (optional)" />
    </FormDialog>
  );
}

function RequestList({ requests }: { requests: OwnPrivacyRequest[] }) {
  return (
    <ul className="grid gap-2" aria-label="Your requests">
      {requests.map((request) => (
        <li key={request.id} className="rounded-lg p-3 text-sm ring-1 ring-slate-200">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              {privacyRequestKindLabels[request.kind]}
            </span>
            <PrivacyRequestStatus status={request.status} />
            <span className="text-slate-600">{formatDateTime(request.requestedAt)}</span>
          </p>
          {request.outcome && <p className="mt-1 text-slate-700">{request.outcome}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The Settings tab's "Your data": the data archive, erasure, and the requests made. */
export function YourDataSection() {
  const requests = useOwnPrivacyRequests();
  const [asking, setAsking] = useState(false);
  const pending = requests.data?.items.some(
    (request) => request.kind === 'erasure' && request.status === 'pending',
  );
  return (
    <section aria-labelledby="your-data" className="max-w-lg">
      <h2 id="your-data" className="text-xl font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Download everything the society holds about you (your records and your files, in one ZIP
        archive), or ask for your account to be erased.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <DownloadMyData />
        <Button variant="danger" onClick={() => setAsking(true)} disabled={pending !== false}>
          Ask to erase my account
        </Button>
      </div>
      {pending && (
        <p className="mt-3 text-sm text-slate-700">
          Your erasure request is being reviewed; we will e-mail you the outcome.
        </p>
      )}
      <div className="mt-6">
        <QueryStates
          query={requests}
          loading={<p className="text-sm text-slate-600">Loading your requests…</p>}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-slate-600">You have made no requests yet.</p>}
        >
          {(data) => <RequestList requests={data.items} />}
        </QueryStates>
      </div>
      {asking && <AskErasureDialog onClose={() => setAsking(false)} />}
    </section>
  );
}
