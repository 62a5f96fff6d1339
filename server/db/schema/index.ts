export * from './schools';
export * from './system';
