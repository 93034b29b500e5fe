export * from './sports';
export * from './limits';
export * from './money';
export * from './errors';
export * from './health';
export * from './venues';
