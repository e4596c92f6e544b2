import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
} from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldLabelling, type FieldLabelling } from '@/components/form/use-form-field';
import { describedBy, FieldNotes, RequiredMark } from '@/components/ui/field';
import { cn } from '@/utils/cn';

type Tool = {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
};

const askForLink = (editor: Editor) => {
  const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const href = window.prompt('Link address (https://…); leave empty to remove the link', previous);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run();
  else chain.setLink({ href: href.trim() }).run();
};

/** A tool that turns a mark or block on and off, pressed where the selection has it. */
const toggle = (
  label: string,
  icon: LucideIcon,
  command: (chain: ChainedCommands) => ChainedCommands,
  name: string,
  attributes?: Record<string, unknown>,
): Tool => ({
  label,
  icon,
  run: (e) => command(e.chain().focus()).run(),
  isActive: (e) => e.isActive(name, attributes),
});

const tools: Tool[] = [
  toggle('Bold', Bold, (c) => c.toggleBold(), 'bold'),
  toggle('Italic', Italic, (c) => c.toggleItalic(), 'italic'),
  toggle('Heading', Heading2, (c) => c.toggleHeading({ level: 2 }), 'heading', { level: 2 }),
  toggle('Subheading', Heading3, (c) => c.toggleHeading({ level: 3 }), 'heading', { level: 3 }),
  toggle('Bulleted list', List, (c) => c.toggleBulletList(), 'bulletList'),
  toggle('Numbered list', ListOrdered, (c) => c.toggleOrderedList(), 'orderedList'),
  toggle('Quote', Quote, (c) => c.toggleBlockquote(), 'blockquote'),
  { label: 'Link', icon: Link2, run: askForLink, isActive: (e) => e.isActive('link') },
  { label: 'Undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => tool.isActive?.(current) ?? false),
  });
  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          title={tool.label}
          aria-label={tool.label}
          aria-pressed={tool.isActive ? active[index] : undefined}
          onClick={() => tool.run(editor)}
          className={cn(
            'rounded-md p-1.5 text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600',
            active[index] && 'bg-brand-100 text-brand-800',
          )}
        >
          <tool.icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}

/**
 * Rich text written with a real editor (TipTap): headings, emphasis, lists, quotes and links.
 * The field holds the HTML; the server keeps only its allowed tags.
 */
export function RichTextField({ name, label, hint, required }: FieldLabelling & { name: string }) {
  const id = useId();
  const labelling = useFieldLabelling(name, { label, required });
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: (field.value as string | undefined) ?? '',
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => field.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => field.onBlur(),
  });
  const describedById = describedBy(id, hint, error);
  const { ref } = field;
  // The form focuses the editor when it holds the first error.
  useEffect(() => ref({ focus: () => editor.commands.focus() }), [ref, editor]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(describedById ? { 'aria-describedby': describedById } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(labelling.required ? { 'aria-required': 'true' } : {}),
          class:
            'rich-text min-h-48 px-3 py-2 text-sm text-slate-900 focus:outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_a]:text-brand-700 [&_a]:underline [&_p]:my-2',
        },
      },
    });
  }, [editor, id, describedById, error, labelling.required]);

  return (
    <div className="grid content-start gap-1.5 sm:col-span-2">
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        <span id={`${id}-label`}>{labelling.label}</span>
        {labelling.required && <RequiredMark />}
      </div>
      <div
        className={cn(
          'overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600/30',
          error && 'border-red-600',
        )}
      >
        <Toolbar editor={editor} label={labelling.label} />
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
