import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The policy the web app runs under: everything from our own origin, nothing inline but styles. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Podcasts may be served from elsewhere over https (decision 036).
  mediaSrc: ["'self'", 'blob:', 'https:'],
  // YouTube's player, loaded only when a visitor presses play on /youtube (decision 036).
  frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The same with what Razorpay Checkout needs in our page: checkout.js and the bundles it loads,
 * its payment frame, its API and telemetry, its images, and the form it submits to its API in
 * redirect and pop-up payment flows (docs/decisions/011 records where the list comes from).
 */
export const razorpayCheckoutPolicy = {
  ...contentSecurityPolicy,
  scriptSrc: [
    ...contentSecurityPolicy.scriptSrc,
    'https://checkout.razorpay.com',
    'https://checkout-static-next.razorpay.com',
    'https://cdn.razorpay.com',
  ],
  frameSrc: [
    ...contentSecurityPolicy.frameSrc,
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
  ],
  connectSrc: [
    ...contentSecurityPolicy.connectSrc,
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
  ],
  imgSrc: [...contentSecurityPolicy.imgSrc, 'https://*.razorpay.com'],
  formAction: [...contentSecurityPolicy.formAction, 'https://api.razorpay.com'],
};

/**
 * helmet's headers on every response. helmet is built once: `@fastify/helmet` built it anew,
 * parsing the policy, on every request (decision 105).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...(app.payments.name === 'razorpay' ? razorpayCheckoutPolicy : contentSecurityPolicy),
          upgradeInsecureRequests: app.config.isProduction ? [] : null,
        },
      },
      hsts: app.config.isProduction,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
  },
  { name: 'security-headers', dependencies: ['infra'] },
);
