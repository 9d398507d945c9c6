// Pure domain constants and rules shared by the Nest server and the Remix app.
export * from './roles';
export * from './role-levels';
export * from './statuses';
export * from './dates';
export * from './validation';
export * from './errors';
export * from './permissions/catalogue';
export * from './permissions/conditions';
export * from './permissions/effective';
export * from './me';
