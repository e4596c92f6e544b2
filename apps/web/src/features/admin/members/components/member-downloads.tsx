import { Download } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/utils/save-file';
import type { AdminMember } from '../api/get-member';
import { memberFile, memberFileName, type DownloadFormat } from '../utils/member-download';

const formats: DownloadFormat[] = ['json', 'csv'];

/** Download JSON and Download CSV of the member shown, made in the browser. */
export function MemberDownloads({ member }: { member: AdminMember | undefined }) {
  const download = (format: DownloadFormat) => {
    if (!member) {
      toast.error('No member data available to download.');
      return;
    }
    const { content, type } = memberFile(member, format);
    saveFile(memberFileName(member, format), content, type);
  };

  return (
    <>
      {formats.map((format) => (
        <Button key={format} variant="secondary" onClick={() => download(format)}>
          <Download aria-hidden="true" className="size-4" />
          Download {format.toUpperCase()}
        </Button>
      ))}
    </>
  );
}
