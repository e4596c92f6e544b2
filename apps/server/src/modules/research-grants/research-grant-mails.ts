import { researchGrantLabels, roadmapMonthsOf, type RoadmapPart } from '@osi/shared';
import { committeeComment, letter, reviewedMail, type NewMail } from '../../infra/mail';
import type { ResearchGrantRow } from './research-grants.repository';

const nameOf = (grant: ResearchGrantRow) => grant.principalInvestigator.name;

export const researchGrantReceivedMail = (grant: ResearchGrantRow): NewMail => ({
  to: grant.emailId,
  subject: 'We have received your research grant application',
  text: letter(
    nameOf(grant),
    `Thank you for applying for the ${researchGrantLabels[grant.selectedGrant]}${grant.projectTitle ? ` with the project "${grant.projectTitle}"` : ''}.`,
    'The committee will now review your application. You can follow its status on your dashboard, and you will receive an e-mail once it has been reviewed.',
  ),
});

export const researchGrantReviewedMail = (grant: ResearchGrantRow, dashboardUrl: string) =>
  reviewedMail({ to: grant.emailId, name: nameOf(grant), what: 'research grant' }, grant, {
    subject: 'Your research grant application has been approved',
    opening: `We are delighted to confirm that your application for the ${researchGrantLabels[grant.selectedGrant]} has been approved.`,
    closing: [
      'Once the committee grants you access, you can upload your six-month roadmap and budget estimates on your dashboard.',
      `Your dashboard: ${dashboardUrl}`,
    ],
  });

/** The member hears when the committee gives or takes away their access to upload roadmaps. */
export const grantAccessMail = (grant: ResearchGrantRow, dashboardUrl: string): NewMail =>
  grant.isGranted
    ? {
        to: grant.emailId,
        subject: 'You can now upload your research roadmaps',
        text: letter(
          nameOf(grant),
          `The committee has given you access to upload the roadmaps and budget estimates of your ${researchGrantLabels[grant.selectedGrant]} project.`,
          grant.status === 'approved'
            ? 'Upload those for months 1 to 3 on your dashboard (one roadmap and one budget estimate per month, as .pptx files); months 4 to 6 open once the committee has approved them.'
            : 'You can upload them on your dashboard once your application is approved.',
          `Your dashboard: ${dashboardUrl}`,
        ),
      }
    : {
        to: grant.emailId,
        subject: 'Your access to upload research roadmaps has been withdrawn',
        text: letter(
          nameOf(grant),
          `The committee has withdrawn your access to upload the roadmaps and budget estimates of your ${researchGrantLabels[grant.selectedGrant]} project. What you have uploaded so far is kept.`,
          'If you have questions, please reply to this e-mail.',
        ),
      };

/** The member hears of the committee's decision on a roadmap part, with its reason. */
export const roadmapReviewedMail = (
  grant: ResearchGrantRow,
  part: RoadmapPart,
  status: 'approved' | 'rejected',
  reason: string,
  dashboardUrl: string,
): NewMail => {
  const months = roadmapMonthsOf[part];
  const range = `months ${months[0]} to ${months[2]}`;
  return {
    to: grant.emailId,
    subject: `Your roadmap for ${range} has been ${status}`,
    text: letter(
      nameOf(grant),
      status === 'approved'
        ? `The committee has approved your roadmap and budget estimates for ${range}.${part === 1 ? ' You can now upload those for months 4 to 6.' : ''}`
        : `The committee has rejected your roadmap and budget estimates for ${range}. Please upload them again.`,
      committeeComment(reason),
      `Your dashboard: ${dashboardUrl}`,
    ),
  };
};
