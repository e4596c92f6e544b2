import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import type { Actor } from '../members/members.service';

/** The signed-in administrator as the audit log names them (the /api/admin guard has run). */
export const adminActor = async (request: FastifyRequest): Promise<Actor> => {
  const admin = await request.getAdmin();
  if (!admin) throw unauthorized('Please sign in as an administrator.');
  return { type: 'admin', id: admin.id, requestId: request.id };
};

export const memberActor = async (request: FastifyRequest): Promise<Actor> => {
  const member = await request.getMember();
  if (!member) throw unauthorized();
  return { type: 'member', id: member.id, requestId: request.id };
};
