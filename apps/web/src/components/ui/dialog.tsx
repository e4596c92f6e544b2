import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/utils/cn';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  /** 'modal' is centred; 'sheet' slides in from the right edge. */
  variant?: 'modal' | 'sheet';
  /** Width of a modal: 'md' for questions, 'lg' (700 px) for forms. */
  size?: 'md' | 'lg';
  id?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A modal dialog on Radix UI (docs/decisions/020): the page behind stops scrolling and is
 * hidden from assistive technology, focus stays inside until it closes and then returns where
 * it was, Escape and a click on the backdrop close it.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  variant = 'modal',
  size = 'md',
  id,
  initialFocusRef,
  children,
}: DialogProps) {
  // Radix gives focus back only to its own trigger; our dialogs are opened by any element.
  const openerRef = useRef<Element | null>(null);

  return (
    <RadixDialog.Root open={open} onOpenChange={(isOpen) => isOpen || onClose()}>
      <RadixDialog.Portal>
        <div
          className={cn(
            'fixed inset-0 z-50',
            variant === 'modal' && 'flex items-center justify-center p-4',
          )}
        >
          <RadixDialog.Overlay className="absolute inset-0 bg-slate-950/50 transition-opacity duration-200 starting:opacity-0" />
          <RadixDialog.Content
            id={id}
            aria-modal="true"
            aria-labelledby={labelledBy}
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              openerRef.current = document.activeElement;
              if (!initialFocusRef?.current) return;
              event.preventDefault();
              initialFocusRef.current.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const opener = openerRef.current;
              // Not to the body: the opener may have been disabled meanwhile and re-focus itself.
              if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
                opener.focus();
              }
            }}
            className={cn(
              'bg-white shadow-xl outline-none',
              variant === 'modal'
                ? cn(
                    'relative max-h-full w-full overflow-y-auto rounded-xl p-6',
                    size === 'md' ? 'max-w-md' : 'max-w-[700px]',
                  )
                : 'absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto transition-transform duration-200 starting:translate-x-full',
            )}
          >
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
