export * from './import-wire';
export * from './cells';
export * from './sheet';
export * from './employee-import';
export * from './task-import';
