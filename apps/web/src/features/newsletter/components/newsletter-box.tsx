import { newsletterMessages, newsletterSubscriptionSchema } from '@osi/shared';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { InputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { TakeOverApart } from '@/components/take-over-apart';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { cn } from '@/utils/cn';
import { useSubscribe } from '../api/newsletter';

type NewsletterBoxProps = {
  /** `dark` on the footer's background, `light` on a page. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * The newsletter's subscribe box, for the footer and the education pages: the address is
 * checked while it is typed and on Subscribe; a confirmation e-mail follows (double opt-in).
 */
export function NewsletterBox({ tone = 'light', className }: NewsletterBoxProps) {
  const subscribe = useSubscribe();
  const [done, setDone] = useState<string>();
  const form = useZodForm(newsletterSubscriptionSchema, {
    defaultValues: { mail: '' },
    mode: 'onChange',
  });
  const dark = tone === 'dark';
  const headingId = useId();

  return (
    <section
      // A region in the footer, on every page; the education pages' own box above it is not
      // one, so a page never has two regions of one name.
      aria-labelledby={dark ? headingId : undefined}
      className={cn(
        'rounded-2xl p-6',
        dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-brand-50 ring-1 ring-brand-100',
        className,
      )}
    >
      <h2
        id={headingId}
        className={cn(
          'flex items-center gap-2 text-lg font-semibold',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        <Mail aria-hidden="true" className="size-5" />
        Subscribe to our newsletter
      </h2>
      <p className={cn('mt-1 text-sm', dark ? 'text-brand-100' : 'text-slate-600')}>
        News of the society, its congress and study clubs, a few times a year. Unsubscribe with one
        click.
      </p>
      <Form
        form={form}
        className={cn('mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start')}
        failureFallback={newsletterMessages.subscribedFallback}
        onSubmit={async (values) => {
          const { message } = await subscribe.mutateAsync(values);
          const shown = message || newsletterMessages.subscribedFallback;
          toast.success(shown);
          setDone(shown);
          form.reset({ mail: '' });
        }}
      >
        <InputField
          name="mail"
          label="Newsletter sign-up"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={dark ? '[&_label]:text-white [&_p]:text-red-200' : undefined}
        />
        <SubmitButton
          className="sm:mt-7"
          variant={dark ? 'inverse' : 'primary'}
          busyLabel="Subscribing…"
        >
          Subscribe
        </SubmitButton>
      </Form>
      {done && (
        <p role="status" className={cn('mt-3 text-sm', dark ? 'text-brand-100' : 'text-slate-700')}>
          {done}
        </p>
      )}
    </section>
  );
}

/** The education pages' box below their lists, taken over in a task of its own after the page. */
export function EducationNewsletterBox() {
  return (
    <TakeOverApart name="education-newsletter-box">
      <NewsletterBox className="mt-12" />
    </TakeOverApart>
  );
}
