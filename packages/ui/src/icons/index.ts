export * from './actions';
export * from './delivery';
export * from './layout';
export * from './rewards';
export * from './status';
