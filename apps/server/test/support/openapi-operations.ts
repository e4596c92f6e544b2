import type { FastifyInstance } from 'fastify';
import type { StaffRight } from '@osi/shared';
import { staffRightKeyword } from '../../src/plugins/guards';

export interface Operation {
  method: string;
  /** The documented path with its parameters filled in. */
  url: (parameter: string) => string;
  path: string;
  hasBody: boolean;
  contentTypes: string[];
  /** The staff right a back-office operation needs. */
  right?: StaffRight;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface DocumentedOperation {
  requestBody?: { content?: Record<string, unknown> };
  [staffRightKeyword]?: StaffRight;
}

/** Every operation of the app's OpenAPI document, so tests reach routes nobody listed by hand. */
export const openapiOperations = (app: FastifyInstance): Operation[] => {
  const document = app.swagger() as {
    paths: Record<string, Partial<Record<string, DocumentedOperation>>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const contentTypes = Object.keys(operation.requestBody?.content ?? {});
      return [
        {
          method: method.toUpperCase(),
          path,
          url: (parameter: string) => path.replace(/\{[^}]+\}/g, parameter),
          hasBody: contentTypes.length > 0 || method !== 'get',
          contentTypes,
          right: operation[staffRightKeyword],
        },
      ];
    }),
  );
};
