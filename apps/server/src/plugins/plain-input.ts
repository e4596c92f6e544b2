import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** C0 control characters and DEL, except tab and line breaks: never part of text people type. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const message = 'Text may not contain control characters.';
/** Far deeper than any form nests its fields; deeper bodies are refused before they are parsed. */
const maxJsonDepth = 32;

/** How deeply a JSON text nests objects and arrays, counted without parsing it. */
const jsonDepth = (text: string) => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '{' || character === '[') deepest = Math.max(deepest, (depth += 1));
    else if (character === '}' || character === ']') depth -= 1;
  }
  return deepest;
};

/** The path of the first string inside `value` holding a control character, if any. */
const firstControlCharacter = (value: unknown, path: string[] = []): string[] | undefined => {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (controlCharacter.test(key)) return [...path, key];
    const found = firstControlCharacter(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
};

/**
 * Refuses control characters in the path, query and JSON body of every request, and JSON nested
 * deeper than any form, at the edge: none reaches a rule, the database (PostgreSQL refuses NUL),
 * a log line or a recursive walk.
 */
export const plainInputPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDepth(body as string) > maxJsonDepth) {
        return done(badRequest('The request nests its data too deeply.'), undefined);
      }
      return parseJson(request, body as string, done);
    });
    app.addHook('onRequest', async (request) => {
      let url: string;
      try {
        url = decodeURIComponent(request.url);
      } catch {
        throw badRequest('The address of this request is malformed.');
      }
      if (controlCharacter.test(url)) throw badRequest(message);
    });
    app.addHook('preValidation', async (request) => {
      const found = firstControlCharacter(request.body);
      if (found) throw badRequest(message, { [found.join('.') || '_']: message });
    });
  },
  { name: 'plain-input' },
);
