export * from './accounts';
export * from './audit';
export * from './fellowships';
export * from './outbox';
export * from './payments';
export * from './settings';
