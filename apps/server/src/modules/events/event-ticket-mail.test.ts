import { addDays, checkInPagePath, formatTicketCode, societyDay } from '@osi/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertEvent } from '../../../test/support/events';
import { inject } from '../../../test/support/fellowship';
import { insertMember, sessionCookie } from '../../../test/support/fixtures';
import { readQrCode } from '../../../test/support/qr-code';
import { createInfraTestApp } from '../../../test/support/infra-app';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink';

let sink: SmtpSink;
let app: Awaited<ReturnType<typeof createInfraTestApp>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createInfraTestApp({ config: { smtpUrl: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

it('delivers the ticket by SMTP: its code, its QR code, the calendar file and the link', async () => {
  const event = await insertEvent(app.db, { title: 'Peri-implantitis Symposium' });
  const member = await insertMember(app.db, { status: 'approved' });
  const cookie = await sessionCookie(app.db, 'member', member.id);
  const answer = await inject(app, 'POST', `/api/me/events/${event.slug}/registration`, cookie, {
    confirm: true,
  });
  const { ticketCode, token } = answer.json().registration;
  await app.mail.sender!.processDue();

  const mail = await sink.waitFor(member.email);
  expect(mail.subject).toBe('Your ticket for Peri-implantitis Symposium');
  expect(mail.text).toContain(`Your ticket: ${formatTicketCode(ticketCode)}`);
  expect(mail.text).toContain(`http://localhost:3000/event-registration/${token}`);

  const qr = mail.attachments.find((part) => part.contentType === 'image/png');
  expect(qr?.contentId).toBe('ticket-qr');
  expect(mail.html).toContain('src="cid:ticket-qr"');
  expect(await readQrCode(qr!.content)).toBe(
    `http://localhost:3000${checkInPagePath(event.id)}?ticket=${ticketCode}`,
  );
  const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
  expect(calendar?.filename).toBe(`${event.slug}.ics`);
  const ics = calendar!.content.toString('utf8');
  expect(ics).toContain('SUMMARY:Peri-implantitis Symposium');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${addDays(societyDay(), 30).replaceAll('-', '')}`);
});
