export * from './schema';
export * from './connect';
export * from './migrate';
export * from './json-columns';
export * from './search-terms';
export * from './write-transaction';
export * from './session-lock';
export * from './venue-search-index';
