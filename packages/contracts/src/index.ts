export * from './consent';
export * from './constants';
export * from './enums';
export * from './errors';
export * from './services';
export * from './routing';
