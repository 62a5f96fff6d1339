export * from './privileges';
export * from './messages';
export * from './status';
export * from './errors';
export * from './fields';
export * from './auth';
export * from './lists';
export * from './structure';
