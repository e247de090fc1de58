export * from './accounts';
export * from './career';
export * from './companies';
export * from './jobs';
export * from './mail';
export * from './master';
export * from './rate-limits';
export * from './settings';
