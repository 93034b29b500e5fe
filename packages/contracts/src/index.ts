export * from './sports';
export * from './limits';
export * from './money';
export * from './errors';
export * from './health';
export * from './venues';
export * from './auth';
export * from './auth-messages';
