import QRCode from 'qrcode';
import { twoFactorMessages, twoFactorRoles, type StaffRole } from '@osi/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { randomCode } from '../../lib/codes';
import { AppError, conflict } from '../../lib/errors';
import { verifyPasswordOfAccount } from '../../lib/passwords';
import { keyedHash, seal, unseal } from '../../lib/server-secret';
import { auditedChange } from '../audit/audit.service';
import { countAttemptOrLock, liftAccountLock } from '../auth/sign-in-throttle';
import type { Actor } from '../members/members.service';
import { groupedKey, newTotpKey, otpauthUri, stepOfCode } from './totp';
import {
  countRecoveryCodesLeft,
  findTwoFactorOf,
  removeTwoFactor,
  replaceRecoveryCodes,
  storeWaitingKey,
  takeStep,
  useRecoveryCode,
} from './two-factor.repository';

export type TwoFactorSettings = Pick<Config, 'serverSecret' | 'adminTwoFactor'>;

const keyPurpose = 'admin totp key';
const recoveryPurpose = 'admin recovery code';

/** Whether the server makes this role use two-factor sign-in (decision 083). */
export const roleNeedsTwoFactor = (settings: TwoFactorSettings, role: StaffRole) =>
  settings.adminTwoFactor === 'required' && twoFactorRoles.includes(role);

/** The session's administrator as `GET /api/session` names them. */
export const sessionAdminOf = <A extends { role: StaffRole; twoFactorEnabled: boolean }>(
  settings: TwoFactorSettings,
  admin: A,
) => ({
  ...admin,
  mustEnrolTwoFactor: !admin.twoFactorEnabled && roleNeedsTwoFactor(settings, admin.role),
});

const wrongCode = () =>
  new AppError(400, 'wrong_code', twoFactorMessages.wrongCode, {
    code: twoFactorMessages.wrongCode,
  });

/** Wrong codes count like wrong passwords, per administrator (decision 054). */
const codeAttemptsKey = (adminId: string) => `two-factor:${adminId}`;
const countCodeAttempt = (db: Executor, adminId: string) =>
  countAttemptOrLock(db, 'admin', codeAttemptsKey(adminId), twoFactorMessages.locked);
const forgetCodeAttempts = (db: Executor, adminId: string) =>
  liftAccountLock(db, 'admin', codeAttemptsKey(adminId));

const adminOf = async (db: Executor, adminId: string) => {
  const admin = await findTwoFactorOf(db, adminId);
  if (!admin) throw new AppError(401, 'unauthorized', 'Please sign in as an administrator.');
  return admin;
};

/** A pending sign-in that has expired, or whose password has changed since. */
export const signInExpired = () =>
  new AppError(401, 'sign_in_expired', twoFactorMessages.pendingExpired);

const passwordStampPurpose = 'admin pending sign-in password';
const stampOf = (settings: TwoFactorSettings, passwordHash: string) =>
  keyedHash(settings.serverSecret, passwordStampPurpose, passwordHash).slice(0, 22);

/**
 * A stamp of the administrator's password, without the password or its hash: a pending sign-in
 * holds it, so that a password changed meanwhile ends the sign-in.
 */
export const passwordStampOf = async (db: Executor, settings: TwoFactorSettings, adminId: string) =>
  stampOf(settings, (await adminOf(db, adminId)).passwordHash);

/** Recovery codes are typed with or without the dash, in either case. */
const normalisedRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const recoveryCodeHash = (settings: TwoFactorSettings, code: string) =>
  keyedHash(settings.serverSecret, recoveryPurpose, normalisedRecoveryCode(code));

/** Ten new codes of ten characters (50 random bits each), `XXXXX-XXXXX`; stores their hashes. */
const issueRecoveryCodes = async (db: Executor, settings: TwoFactorSettings, adminId: string) => {
  const codes = Array.from({ length: 10 }, () => randomCode(10).replace(/^(.{5})/, '$1-'));
  await replaceRecoveryCodes(
    db,
    adminId,
    codes.map((code) => recoveryCodeHash(settings, code)),
  );
  return codes;
};

/** The step of a six-digit code for the administrator's key, throttled; throws when wrong. */
const stepOfAdminCode = async (
  db: Executor,
  settings: TwoFactorSettings,
  admin: { id: string; sealedKey: string | null },
  code: string,
) => {
  await countCodeAttempt(db, admin.id);
  const key = admin.sealedKey && unseal(settings.serverSecret, keyPurpose, admin.sealedKey);
  const step = key && /^\d{6}$/.test(code) ? stepOfCode(key, code) : null;
  if (step === null) throw wrongCode();
  return step;
};

/** A current code of an enrolled administrator, taken so it cannot serve twice. */
const takeCurrentCode = async (
  db: Executor,
  settings: TwoFactorSettings,
  admin: Awaited<ReturnType<typeof adminOf>>,
  code: string,
) => {
  if (!admin.enabledAt) throw conflict(twoFactorMessages.notEnabled);
  const step = await stepOfAdminCode(db, settings, admin, code);
  if (!(await takeStep(db, admin.id, step))) throw wrongCode();
  await forgetCodeAttempts(db, admin.id);
};

export const twoFactorStatus = async (
  db: Executor,
  settings: TwoFactorSettings,
  adminId: string,
) => {
  const admin = await adminOf(db, adminId);
  return {
    enabled: admin.enabledAt !== null,
    required: roleNeedsTwoFactor(settings, admin.role),
    recoveryCodesLeft: admin.enabledAt ? await countRecoveryCodesLeft(db, adminId) : 0,
  };
};

/** A new key, waiting for its first code; it replaces any earlier key still waiting. */
export const startEnrolment = async (
  db: Executor,
  settings: TwoFactorSettings,
  adminId: string,
  password: string,
) => {
  const admin = await adminOf(db, adminId);
  if (!(await verifyPasswordOfAccount(admin.passwordHash, password))) {
    throw new AppError(400, 'wrong_password', twoFactorMessages.wrongPassword, {
      password: twoFactorMessages.wrongPassword,
    });
  }
  const key = newTotpKey();
  const stored = await storeWaitingKey(db, adminId, seal(settings.serverSecret, keyPurpose, key));
  if (!stored) throw conflict(twoFactorMessages.alreadyEnabled);
  return {
    qrCode: await QRCode.toDataURL(otpauthUri(key, admin.email), { margin: 2, scale: 5 }),
    key: groupedKey(key),
  };
};

/** An Owner's reset: the key and the recovery codes go, and the next sign-in asks for neither. */
export const resetTwoFactorOf = (db: Executor, adminId: string) => removeTwoFactor(db, adminId);

/** The waiting key's first code turns two-factor sign-in on and answers ten recovery codes. */
export const confirmEnrolment = async (
  db: Executor,
  settings: TwoFactorSettings,
  actor: Actor,
  code: string,
) => {
  const admin = await adminOf(db, actor.id);
  if (admin.enabledAt) throw conflict(twoFactorMessages.alreadyEnabled);
  if (!admin.sealedKey) throw conflict(twoFactorMessages.noEnrolment);
  const step = await stepOfAdminCode(db, settings, admin, code);
  const recoveryCodes = await auditedChange(db, actor, async (tx) => {
    if (!(await takeStep(tx, admin.id, step, true))) throw wrongCode();
    return {
      action: 'admin.two_factor_enabled',
      entity: { type: 'admin', id: admin.id },
      result: await issueRecoveryCodes(tx, settings, admin.id),
    };
  });
  await forgetCodeAttempts(db, admin.id);
  return { message: 'Two-factor sign-in is on.', recoveryCodes };
};

export const regenerateRecoveryCodes = async (
  db: Executor,
  settings: TwoFactorSettings,
  actor: Actor,
  code: string,
) => {
  await takeCurrentCode(db, settings, await adminOf(db, actor.id), code);
  const recoveryCodes = await auditedChange(db, actor, async (tx) => ({
    action: 'admin.recovery_codes_replaced',
    entity: { type: 'admin', id: actor.id },
    result: await issueRecoveryCodes(tx, settings, actor.id),
  }));
  return { message: 'New recovery codes made; the old ones no longer work.', recoveryCodes };
};

export const disableTwoFactor = async (
  db: Executor,
  settings: TwoFactorSettings,
  actor: Actor,
  code: string,
) => {
  const admin = await adminOf(db, actor.id);
  if (roleNeedsTwoFactor(settings, admin.role)) {
    throw new AppError(403, 'forbidden', twoFactorMessages.requiredByRole);
  }
  await takeCurrentCode(db, settings, admin, code);
  await auditedChange(db, actor, async (tx) => {
    await removeTwoFactor(tx, actor.id);
    return { action: 'admin.two_factor_disabled', entity: { type: 'admin', id: actor.id } };
  });
  return { message: 'Two-factor sign-in is off.' };
};

/**
 * The second step of a sign-in: a six-digit code not used before, or an unused recovery code
 * (then marked used and recorded). Throttled per administrator like passwords. Answers the
 * administrator as their session names them.
 */
export const checkSignInCode = async (
  db: Executor,
  settings: TwoFactorSettings,
  actor: Actor,
  code: string,
  passwordStamp: string,
) => {
  const admin = await adminOf(db, actor.id);
  if (stampOf(settings, admin.passwordHash) !== passwordStamp) throw signInExpired();
  if (/^\d{6}$/.test(code)) {
    await takeCurrentCode(db, settings, admin, code);
  } else {
    if (!admin.enabledAt) throw conflict(twoFactorMessages.notEnabled);
    await countCodeAttempt(db, admin.id);
    await auditedChange(db, actor, async (tx) => {
      const used = await useRecoveryCode(tx, admin.id, recoveryCodeHash(settings, code));
      if (!used) throw wrongCode();
      return { action: 'admin.recovery_code_used', entity: { type: 'admin', id: admin.id } };
    });
    await forgetCodeAttempts(db, admin.id);
  }
  const { id, email, name, role } = admin;
  return sessionAdminOf(settings, { id, email, name, role, twoFactorEnabled: true });
};
