export * from './schools';
export * from './system';
export * from './structure';
export * from './people';
export * from './students';
export * from './finance';
export * from './payments';
export * from './payroll';
