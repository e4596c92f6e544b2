// Fastify's app.config, app.db and request.cookies are declared by modules app.ts registers;
// the server files the benchmarks import type-check only with those declarations in view.
import type {} from '../../apps/server/src/app';
