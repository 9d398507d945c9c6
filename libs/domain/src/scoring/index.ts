export * from './score-model';
export * from './ledger';
