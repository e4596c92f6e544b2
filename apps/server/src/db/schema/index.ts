export * from './accounts';
export * from './audit';
export * from './outbox';
export * from './payments';
export * from './settings';
export * from './newsletter';
export * from './community';
export * from './forum';
