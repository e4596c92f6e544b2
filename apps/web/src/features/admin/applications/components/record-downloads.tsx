import { Download } from 'lucide-react';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/utils/save-file';
import { downloadFormats, type DownloadFormat, type RecordFile } from '../utils/record-download';

type RecordDownloadsProps = {
  /** The record shown as a file of each format; undefined until it has loaded. */
  fileOf: ((format: DownloadFormat) => RecordFile) | undefined;
  /** The spec's message when there is nothing to download. */
  emptyMessage: string;
};

/** Download JSON and Download CSV of the record shown, made in the browser. */
export function RecordDownloads({ fileOf, emptyMessage }: RecordDownloadsProps) {
  const download = (format: DownloadFormat) => {
    if (!fileOf) {
      toast.error(emptyMessage);
      return;
    }
    const { name, content, type } = fileOf(format);
    saveFile(name, content, type);
  };

  return (
    <>
      {downloadFormats.map((format) => (
        <Button key={format} variant="secondary" onClick={() => download(format)}>
          <Download aria-hidden="true" className="size-4" />
          Download {format.toUpperCase()}
        </Button>
      ))}
    </>
  );
}
