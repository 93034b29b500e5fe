export * from './time/zoned-time';
