export * from "./errors";
export * from './limits';
export * from './mappings';
export * from './schemas/common';
export * from './schemas/generation';
