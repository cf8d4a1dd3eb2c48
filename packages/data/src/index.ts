export * from './tables';
export * from './clients';
export * from './create-tables';
export * from './conditional';
export * from './users-repository';
export * from './versioned-put';
export * from './projects-repository';
export * from './templates-repository';
