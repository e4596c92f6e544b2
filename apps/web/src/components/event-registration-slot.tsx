import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The registration panel of an event's page. It belongs to the events feature, which the content
 * pages may not import: the app gives it here.
 */
export const EventRegistrationPanel = createContext<((slug: string) => ReactNode) | null>(null);

/** The panel's place while it loads: about its height, so that the page below does not move. */
export function RegistrationPlaceholder() {
  return <Skeleton className="h-[30rem] rounded-xl" />;
}

const placeholder = <RegistrationPlaceholder />;

/**
 * Where an event that takes registrations shows them. The panel loads in the browser once the
 * page is the app's (being in view is learnt after hydration), so the server draws the page
 * without it and the placeholder keeps its place meanwhile.
 */
export function EventRegistrationSlot({ slug }: { slug: string }) {
  const panel = useContext(EventRegistrationPanel);
  const { ref, inView } = useInView({
    rootMargin: '600px 0px',
    triggerOnce: true,
    fallbackInView: true,
  });
  return (
    <div ref={ref}>
      {panel && inView ? <Suspense fallback={placeholder}>{panel(slug)}</Suspense> : placeholder}
    </div>
  );
}
