import type { NewMail } from '../../infra/mail';
import { escapeHtml, markdownToSafeHtml } from '../../lib/safe-html';
import type { IssueRow, SubscriberRow } from './newsletter.repository';

/** The society's public address and name, as every newsletter e-mail names them. */
export interface NewsletterSite {
  publicUrl: string;
  societyName: string;
}

export const confirmLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm/${token}`;
export const unsubscribePageLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe/${token}`;
/** RFC 8058's one-click target: mail programs POST `List-Unsubscribe=One-Click` to it. */
export const oneClickUnsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe/${token}`;

export const confirmationMail = (email: string, link: string, site: NewsletterSite): NewMail => ({
  to: email,
  subject: `Please confirm your subscription to the ${site.societyName} newsletter`,
  text: `Hello,\n\nSomeone, hopefully you, asked to receive the newsletter of the ${site.societyName} at this address.\n\nPlease confirm with this link (valid for 7 days):\n${link}\n\nIf it was not you, ignore this e-mail: you will not be subscribed.\n\nWith regards,\nThe Secretariat\n${site.societyName}`,
  headers: { 'Auto-Submitted': 'auto-generated' },
});

/** One subscriber's copy of an issue: their own unsubscribe link, and the list headers. */
export const issueMail = (
  issue: Pick<IssueRow, 'subject' | 'body'>,
  subscriber: Pick<SubscriberRow, 'email' | 'unsubscribeToken'>,
  site: NewsletterSite,
): NewMail => {
  const unsubscribe = unsubscribePageLink(site.publicUrl, subscriber.unsubscribeToken);
  const why = `You receive this because you subscribed to the newsletter of the ${site.societyName}.`;
  return {
    to: subscriber.email,
    subject: issue.subject,
    text: `${issue.body}\n\n--\n${why}\nUnsubscribe with one click: ${unsubscribe}`,
    html: `<div style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1e293b;max-width:640px">${markdownToSafeHtml(issue.body)}<hr style="border:none;border-top:1px solid #e2e8f0;margin:32px 0 16px"><p style="font-size:12px;color:#64748b">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe with one click</a>.</p></div>`,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeLink(site.publicUrl, subscriber.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `Newsletter <newsletter.${new URL(site.publicUrl).hostname}>`,
    },
  };
};
