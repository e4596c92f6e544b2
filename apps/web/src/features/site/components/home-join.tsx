import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { navLinks } from '@/config/paths';

const steps = [
  {
    title: 'Create your account',
    text: 'Start with your name, e-mail address and a password.',
  },
  {
    title: 'Add your details',
    text: 'Tell us about your practice and qualifications, and choose your membership type.',
  },
  {
    title: 'Verify and pay',
    text: 'Confirm your e-mail address with a one-time code and pay the membership fee online by card.',
  },
  {
    title: 'Welcome aboard',
    text: 'The society reviews your application and e-mails you as soon as it is approved.',
  },
];

/** How membership works, and the invitation to join. */
export function HomeJoin() {
  return (
    <section aria-labelledby="join-title" className="bg-brand-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100 sm:p-12">
          <h2
            id="join-title"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Join the society
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            Become part of a growing community of implantologists. Applying takes a few minutes.
          </p>
          <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 lg:flex-col">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link to={navLinks.joinUs.to} className={buttonClasses('primary', 'lg')}>
              {navLinks.joinUs.label}
            </Link>
            <p className="text-slate-600">
              Already a member?{' '}
              <Link
                to={navLinks.memberLogin.to}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Log in
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
