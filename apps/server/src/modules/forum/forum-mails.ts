import type { NewMail } from '../../infra/mail';

const excerpt = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

/** Tells a thread's author about a reply; the settings link turns these e-mails off. */
export const replyNotificationMail = (reply: {
  to: string;
  authorName: string;
  replierName: string;
  threadTitle: string;
  body: string;
  threadUrl: string;
  settingsUrl: string;
}): NewMail => ({
  to: reply.to,
  subject: `New reply to “${reply.threadTitle}”`.replace(/[\r\n]+/g, ' ').slice(0, 300),
  text: `Dear ${reply.authorName},\n\n${reply.replierName} replied to your thread “${reply.threadTitle}” in the members' discussion forum:\n\n${excerpt(reply.body)}\n\nRead it and reply: ${reply.threadUrl}\n\nYou receive this because you started the thread. To stop these e-mails, turn off reply e-mails in your dashboard's settings: ${reply.settingsUrl}\n\nWith regards,\nThe Secretariat\nOral Implantology Society of India`,
  headers: { 'Auto-Submitted': 'auto-generated' },
});
