import type { MailboxPage } from '@osi/shared';
import { escapeHtml } from '../../lib/safe-html';

const styles = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2933; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  .note { color: #52606d; margin-top: 0; }
  article { border: 1px solid #d9e2ec; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
  dt { color: #52606d; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; background: #f5f7fa; padding: 0.75rem; border-radius: 4px; margin: 0; }
  .status { font-weight: 600; }
  .status-failed { color: #b91c1c; }
  .status-sent { color: #047857; }
  nav { display: flex; gap: 1rem; }
`;

const messageHtml = (message: MailboxPage['items'][number]) => `
  <article>
    <dl>
      <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
      <dt>Subject</dt><dd>${escapeHtml(message.subject)}</dd>
      <dt>Written</dt><dd><time datetime="${message.createdAt}">${message.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></dd>
      <dt>Status</dt><dd class="status status-${message.status}">${message.status}${
        message.lastError
          ? ` after ${message.attempts} attempts: ${escapeHtml(message.lastError)}`
          : ''
      }</dd>
    </dl>
    <pre>${escapeHtml(message.text)}</pre>
  </article>`;

const pagerHtml = ({ page, totalPages }: MailboxPage) => {
  const links = [
    page > 1 ? `<a href="?page=${page - 1}">Newer</a>` : '',
    page < totalPages ? `<a href="?page=${page + 1}">Older</a>` : '',
  ].filter(Boolean);
  return links.length > 0 ? `<nav>${links.join('')}</nav>` : '';
};

/** A self-contained page: no scripts, styles inline, every value escaped. */
export const renderMailboxPage = (mailbox: MailboxPage) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>${styles}</style>
</head>
<body>
<h1>Development mailbox</h1>
<p class="note">No SMTP server is configured, so e-mail stays in the outbox. ${mailbox.total} message${
  mailbox.total === 1 ? '' : 's'
}, newest first. <a href="">Refresh</a></p>
${mailbox.items.map(messageHtml).join('\n') || '<p>No e-mail yet.</p>'}
${pagerHtml(mailbox)}
</body>
</html>
`;
