export * from './api';
export * from './health';
export * from './session';
export * from './site-settings';
export * from './slug';
