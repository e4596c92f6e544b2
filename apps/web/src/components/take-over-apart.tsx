import { Suspense, type ReactNode } from 'react';
import { takeOverApart } from '@/lib/taking-over';

function HeldBack({ name, children }: { name: string; children: ReactNode }) {
  takeOverApart(name);
  return children;
}

/**
 * A part of the page the browser takes over in a task of its own (`takeOverApart`). Its child
 * must draw one element: that is what Preact keeps of the server's HTML while it waits.
 */
export function TakeOverApart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HeldBack name={name}>{children}</HeldBack>
    </Suspense>
  );
}
