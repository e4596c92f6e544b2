import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Realm } from '@osi/shared';
import type { Executor } from '../db/client';
import { hashToken, newToken } from '../lib/tokens';
import {
  insertSession,
  revokeSessionByTokenHash,
  revokeSubjectSessions,
  sessionLookups,
  touchSession,
  type SessionLookups,
} from '../modules/auth/sessions.repository';
import { sessionAdminOf } from '../modules/two-factor/two-factor.service';

type MemberSession = NonNullable<Awaited<ReturnType<SessionLookups['member']>>>;
type AdminSession = Omit<NonNullable<Awaited<ReturnType<SessionLookups['admin']>>>, 'idle'> & {
  mustEnrolTwoFactor: boolean;
};

export const sessionCookieNames: Record<Realm, string> = {
  member: 'osi_member_session',
  admin: 'osi_admin_session',
};
/** Whether the request carries a session cookie of either realm, valid or not. */
export const carriesSession = (request: FastifyRequest) =>
  Object.values(sessionCookieNames).some((name) => Boolean(request.cookies[name]));

const lifetimeMs: Record<Realm, number> = {
  member: 30 * 24 * 60 * 60 * 1000,
  admin: 12 * 60 * 60 * 1000,
};
/** How often a session's last request is written down; an administrator's idle limit needs it often. */
const touchEveryMs: Record<Realm, number> = { member: 5 * 60 * 1000, admin: 60 * 1000 };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, looked up once per request; null when signed out. */
    getMember(): Promise<MemberSession | null>;
    getAdmin(): Promise<AdminSession | null>;
    /** Set by `getAdmin` when the administrator's session ended after a time without requests. */
    adminSessionIdle: boolean;
  }
  interface FastifyReply {
    /** Creates a session in the database and sets its cookie. */
    startSession(realm: Realm, subjectId: string, db?: Executor): Promise<void>;
    /** Revokes the current session of the realm and clears its cookie. */
    endSession(realm: Realm): Promise<void>;
  }
  interface FastifyInstance {
    /** Ends every session of a member or admin, except optionally one (password change keeps the current one). */
    revokeSessions(
      realm: Realm,
      subjectId: string,
      options?: { except?: string; db?: Executor },
    ): Promise<void>;
  }
}

/** Two realms of opaque, database-held sessions in httpOnly SameSite=Lax cookies. */
export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: app.config.isProduction,
    };
    const find = sessionLookups(app.db);
    const lookups = {
      member: (_: FastifyRequest, tokenHash: string) => find.member(tokenHash),
      admin: async (request: FastifyRequest, tokenHash: string): Promise<AdminSession | null> => {
        const found = await find.admin(tokenHash, app.config.adminIdleMinutes);
        if (!found) return null;
        const { idle, ...admin } = found;
        request.adminSessionIdle = idle;
        if (idle) return null;
        return sessionAdminOf(app.config, admin);
      },
    };

    const resolve = async <R extends Realm>(request: FastifyRequest, realm: R) => {
      const token = request.cookies[sessionCookieNames[realm]];
      if (!token) return null;
      const found = await lookups[realm](request, hashToken(token));
      if (!found) return null;
      if (Date.now() - found.lastSeenAt.getTime() > touchEveryMs[realm]) {
        await touchSession(app.db, found.sessionId);
      }
      return found;
    };

    const perRequest = new WeakMap<FastifyRequest, Partial<Record<Realm, Promise<unknown>>>>();
    const once = (request: FastifyRequest, realm: Realm) => {
      const entry = perRequest.get(request) ?? {};
      perRequest.set(request, entry);
      return (entry[realm] ??= resolve(request, realm));
    };
    app.decorateRequest('getMember', function (this: FastifyRequest) {
      return once(this, 'member') as Promise<MemberSession | null>;
    });
    app.decorateRequest('adminSessionIdle', false);
    app.decorateRequest('getAdmin', function (this: FastifyRequest) {
      return once(this, 'admin') as Promise<AdminSession | null>;
    });

    app.decorateReply(
      'startSession',
      async function (this: FastifyReply, realm: Realm, subjectId: string, db?: Executor) {
        const token = newToken();
        const expiresAt = new Date(Date.now() + lifetimeMs[realm]);
        await insertSession(db ?? app.db, {
          realm,
          subjectId,
          tokenHash: hashToken(token),
          expiresAt,
          ip: this.request.ip,
          userAgent: this.request.headers['user-agent']?.slice(0, 500) ?? null,
        });
        this.setCookie(sessionCookieNames[realm], token, { ...cookieOptions, expires: expiresAt });
      },
    );

    app.decorateReply('endSession', async function (this: FastifyReply, realm: Realm) {
      const token = this.request.cookies[sessionCookieNames[realm]];
      if (token) await revokeSessionByTokenHash(app.db, hashToken(token));
      this.clearCookie(sessionCookieNames[realm], cookieOptions);
    });

    app.decorate('revokeSessions', async (realm, subjectId, options = {}) => {
      await revokeSubjectSessions(options.db ?? app.db, realm, subjectId, options.except);
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie'] },
);
