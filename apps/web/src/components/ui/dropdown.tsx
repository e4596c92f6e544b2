import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { focusableWithin } from '@/utils/focusable';
import { cn } from '@/utils/cn';

type DropdownProps = {
  /** Props of the toggle button: its content, label, class, aria-current… */
  trigger: Omit<
    ComponentProps<'button'>,
    'ref' | 'type' | 'onClick' | 'aria-expanded' | 'aria-controls'
  >;
  align?: 'start' | 'end';
  children: ReactNode;
};

/**
 * A button that shows and hides a panel of links (the disclosure pattern). Enter and Space
 * toggle it, ArrowDown opens it and focuses the first item, arrows move between items, Escape
 * closes it and focuses the button; it also closes when focus or a click goes elsewhere, and
 * after one of its links or buttons is chosen. Not an ARIA menu: docs/decisions/020.
 */
export function Dropdown({ trigger, align = 'start', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const focusItem = (pick: (items: HTMLElement[], current: number) => number) => {
    const items = panelRef.current ? focusableWithin(panelRef.current) : [];
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[(pick(items, current) + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    const moves: Record<string, (items: HTMLElement[], current: number) => number> = {
      ArrowDown: (_, current) => current + 1,
      ArrowUp: (_, current) => (current === -1 ? -1 : current - 1),
      Home: () => 0,
      End: (items) => items.length - 1,
    };
    const move = moves[event.key];
    if (!move || (!open && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    if (!open) flushSync(() => setOpen(true));
    focusItem(move);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        {...trigger}
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      />
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a, button')) setOpen(false);
        }}
        className={cn(
          'absolute top-full z-40 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg',
          align === 'start' ? 'left-0' : 'right-0',
        )}
      >
        {children}
      </div>
    </div>
  );
}
