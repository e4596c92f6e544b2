import { randomUUID } from 'node:crypto';
import { paymentsTabUrl, type CompleteRegistration } from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import { enqueueMail } from '../../infra/mail';
import { hashPassword } from '../../lib/passwords';
import { auditedChange } from '../audit/audit.service';
import { getMembershipTypeRow } from '../membership-types/membership-types.service';
import { applicationReceivedMail } from '../members/member-mails';
import { asUniqueConflict, assertUnique, createRegisteredMember } from '../members/members.service';
import { claimPayment, confirmCheckout, openOrder } from '../payments/payments.service';
import { assertCurrentNotice, recordRegistrationConsent } from '../privacy/privacy-notice.service';
import { claimImageUpload, publicUrlOfUpload } from '../uploads/uploads.service';
import { assertEmailVerified, forgetVerification } from './email-verification.service';

export const registrationReceived = 'Registration successful! Your application is under review.';

export const openRegistrationOrder = async (
  app: FastifyInstance,
  input: { email: string; membershipTypeId: string; privacyNoticeVersion: number },
) => {
  await assertCurrentNotice(app.db, input.privacyNoticeVersion);
  await assertUnique(app.db, { email: input.email });
  await assertEmailVerified(app.db, input.email);
  const type = await getMembershipTypeRow(app.db, input.membershipTypeId);
  const order = await openOrder(app, {
    purpose: 'membership',
    email: input.email,
    amountPaise: type.pricePaise,
    itemId: type.id,
  });
  return { ...order, description: 'Credits towards membership', membershipType: type.name };
};

/**
 * Creates the member only for a verified address, consent to the current privacy notice and a
 * verified, captured payment of this membership type's order, in one transaction with the
 * consent's record, the payment's claim, the uploads' claims, the confirmation e-mail and the
 * audit entry. The capture is recorded before any other check,
 * so a refused or failed registration leaves the payment in reconciliation, and the same
 * payment can finish the registration once the cause is put right.
 */
export const completeRegistration = async (
  app: FastifyInstance,
  // The contract admits only `privacyConsent: true`; the consent's record is its row.
  { privacyConsent: _agreed, ...input }: CompleteRegistration,
  request: { id: string; browserTokenHash: string | undefined },
) => {
  const {
    payment,
    password,
    profilePictureKey,
    studentIdKey,
    membershipTypeId,
    privacyNoticeVersion,
    ...fields
  } = input;
  const paid = await confirmCheckout(
    app,
    {
      orderId: payment.razorpayOrderId,
      paymentId: payment.razorpayPaymentId,
      signature: payment.razorpaySignature,
    },
    { purpose: 'membership', email: fields.email, itemId: membershipTypeId },
  );
  await assertUnique(app.db, {
    email: fields.email,
    mobileNo: fields.mobileNo,
    dentalRegNumber: fields.dentalRegNumber,
  });
  await assertEmailVerified(app.db, fields.email);
  await assertCurrentNotice(app.db, privacyNoticeVersion);
  // The order was priced from this type while it was offered; a later deletion does not undo what was paid for.
  const type = await getMembershipTypeRow(app.db, membershipTypeId, { withDeleted: true });
  const passwordHash = await hashPassword(password);

  const memberId = randomUUID();
  // Only the browser that uploaded them can hand its pictures to a registration.
  const sender = { browserTokenHash: request.browserTokenHash };

  return auditedChange(
    app.db,
    { type: 'member', id: memberId, requestId: request.id },
    async (tx) => {
      const picture = await claimImageUpload(
        tx,
        profilePictureKey,
        'profile_picture',
        memberId,
        sender,
      );
      const studentId = studentIdKey
        ? await claimImageUpload(tx, studentIdKey, 'student_id', memberId, sender)
        : undefined;
      const completed = await createRegisteredMember(tx, {
        ...fields,
        id: memberId,
        passwordHash,
        membershipTypeId: type.id,
        membershipTypeName: type.name,
        membershipPricePaise: paid.amountPaise,
        paymentId: paid.id,
        profilePictureUrl: publicUrlOfUpload(picture),
        studentIdKey: studentId?.storageKey ?? null,
      });
      await recordRegistrationConsent(tx, memberId, privacyNoticeVersion);
      await claimPayment(tx, paid.id, { type: 'member', id: memberId });
      await forgetVerification(tx, fields.email);
      await enqueueMail(
        tx,
        applicationReceivedMail(completed, paymentsTabUrl(app.config.publicUrl)),
      );
      return {
        action: 'member.registered',
        entity: { type: 'member', id: memberId },
        after: completed,
        result: { message: registrationReceived, membershipId: completed.membershipId ?? '' },
      };
    },
  ).catch((error: unknown) => {
    throw asUniqueConflict(error);
  });
};
