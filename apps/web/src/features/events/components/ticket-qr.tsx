import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A ticket's QR code, drawn in the page from `text` (the check-in address). The QR library loads
 * with the first code drawn, so only the page that shows a ticket downloads it.
 */
export function TicketQr({ text, label }: { text: string; label: string }) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1 }))
      .then((svg) => {
        if (current) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      current = false;
    };
  }, [text]);
  return image ? (
    <img src={image} alt={label} className="size-48 rounded-lg bg-white ring-1 ring-slate-200" />
  ) : (
    <Skeleton className="size-48 rounded-lg" />
  );
}
