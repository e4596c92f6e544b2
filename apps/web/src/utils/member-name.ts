/** Names are written as the server's receipts and letters write them. */
export { memberName } from '@osi/shared';
