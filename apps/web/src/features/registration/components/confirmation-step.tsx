import { registrationMessages } from '@osi/shared';
import { CircleCheckBig } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Step 7, Confirmation: the application is in; the society reviews it. */
export function ConfirmationStep() {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <CircleCheckBig aria-hidden="true" className="size-14 text-emerald-600" strokeWidth={1.5} />
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">
        {registrationMessages.thankYou}
      </p>
      <Link to={paths.home} className={`${buttonClasses('secondary')} mt-8`}>
        Go to the home page
      </Link>
    </div>
  );
}
