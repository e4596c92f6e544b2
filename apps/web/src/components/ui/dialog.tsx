import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useFocusTrap } from '@/hooks/use-focus-trap';
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
 * A modal dialog: the page behind stops scrolling, focus stays inside until it closes and then
 * returns where it was, Escape and a click on the backdrop close it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({
  onClose,
  labelledBy,
  variant = 'modal',
  size = 'md',
  id,
  initialFocusRef,
  children,
}: Omit<DialogProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock();
  const trapTab = useFocusTrap(panelRef, initialFocusRef);

  return (
    <div
      className={cn(
        'fixed inset-0 z-50',
        variant === 'modal' && 'flex items-center justify-center p-4',
      )}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-slate-950/50 transition-opacity duration-200 starting:opacity-0"
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else {
            trapTab(event);
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
      </div>
    </div>
  );
}
