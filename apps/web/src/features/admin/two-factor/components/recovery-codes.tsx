import { Copy, Download } from 'lucide-react';
import { toast } from 'react-toastify/unstyled';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/utils/save-file';

/** The recovery codes, shown this once: to copy, download or write down. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy. Please select the codes and copy them yourself.');
    }
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="grid gap-4">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-slate-900">
        Your recovery codes
      </h2>
      <Alert tone="warning" title="Save these codes now: they are shown only once.">
        Each code lets you sign in once without your phone. Keep them somewhere safe, apart from
        your phone.
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base ring-1 ring-slate-200 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy codes
        </Button>
        <Button
          variant="secondary"
          onClick={() => saveFile('osi-recovery-codes.txt', text, 'text/plain')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}
