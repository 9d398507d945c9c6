export * from './score-model';
export * from './ledger';
export * from './task-weight';
