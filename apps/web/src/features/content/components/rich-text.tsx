import { cn } from '@/utils/cn';

/**
 * Rich text an administrator wrote, as HTML the server already cut down to its allow-list
 * (decision 005): headings, emphasis, lists, quotes, tables and links.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none text-base leading-relaxed text-slate-700',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
        '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
        '[&_li]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:list-disc [&_ul]:pl-6',
        '[&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2',
        className,
      )}
      // Sanitised on the server when it was written.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
