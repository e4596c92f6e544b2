import { casePanelClosesAt, casePanelMonths, formatLongDate, formatWholeRupees } from '@osi/shared';
import { letter, reviewedMail, type NewMail } from '../../infra/mail';
import type { FellowshipRow } from './fellowships.repository';

const rupees = (paise: number) => formatWholeRupees(paise / 100);

export const fellowshipReceivedMail = (
  fellowship: FellowshipRow,
  paidPaise: number,
  paymentsUrl: string,
): NewMail => ({
  to: fellowship.email,
  subject: 'We have received your fellowship application',
  text: letter(
    fellowship.name,
    `Thank you for applying for the Fellowship of the society. Your payment of ${rupees(paidPaise)} was received with your application.`,
    `Your receipt is on the Payments tab of your dashboard: ${paymentsUrl}`,
    'The committee will now review your application. You can follow its status on your dashboard, and you will receive an e-mail once it has been reviewed.',
  ),
});

export const fellowshipReviewedMail = (fellowship: FellowshipRow, dashboardUrl: string) =>
  reviewedMail(
    { to: fellowship.email, name: fellowship.name, what: 'fellowship' },
    fellowship,
    fellowship.approvedAt
      ? {
          subject: 'Your fellowship application has been approved',
          opening:
            'We are delighted to confirm that your fellowship application has been approved.',
          closing: [
            `Your case panel is now open on your dashboard for ${casePanelMonths} months, until ${formatLongDate(casePanelClosesAt(fellowship.approvedAt))}: upload your retrospective and prospective cases there, and lock each one to submit it for review.`,
            `Your dashboard: ${dashboardUrl}`,
          ],
        }
      : undefined,
  );
