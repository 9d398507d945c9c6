export * from './fund-tree';
export * from './bonus-money';
export * from './distribution';
export * from './bonus-wire';
