import { contactMessages, type ContactForm } from '@osi/shared';
import type { Database } from '../../db/client';
import { enqueueMail } from '../../infra/mail';
import { badRequest } from '../../lib/errors';
import { getSiteSettings } from '../content/site-settings.service';
import { hashToken } from '../../lib/tokens';
import { checkFormToken } from './contact-token';
import { spendFormToken } from './used-form-tokens.repository';

/**
 * A visitor's message, to the society's inbox through the outbox, with Reply-To set to the
 * visitor. A filled-in hidden field (a bot) is thanked and dropped; a forged, stale, used or
 * suspiciously quick form is refused: each form token carries one message.
 */
export const sendContactMessage = async (
  db: Database,
  fields: ContactForm,
  form: { secret: Buffer; minSeconds: number },
) => {
  const check = checkFormToken(form.secret, fields.formToken, form.minSeconds);
  if (check === 'invalid') throw badRequest(contactMessages.formExpired);
  if (check === 'too-quick') throw badRequest(contactMessages.tooQuick);
  if (!(await spendFormToken(db, hashToken(fields.formToken)))) {
    throw badRequest(contactMessages.formExpired);
  }
  if (fields.website !== '') return { message: contactMessages.sent };
  const settings = await getSiteSettings(db);
  await enqueueMail(db, {
    to: settings.contactEmail,
    subject: `Contact form: ${fields.subject}`,
    text: [
      `From: ${fields.name} <${fields.email}>`,
      ...(fields.phone ? [`Phone: ${fields.phone}`] : []),
      `Subject: ${fields.subject}`,
      '',
      fields.message,
      '',
      '--',
      'Sent with the contact form of the website. Reply to this e-mail to answer the sender.',
    ].join('\n'),
    headers: { 'Reply-To': fields.email },
  });
  return { message: contactMessages.sent };
};
