export * from './score-model';
