/** The subscribe box's schema on its own, so that zod starts in a task before the form's. */
export { newsletterSubscriptionSchema } from '@osi/shared';
