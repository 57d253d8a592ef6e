export * from './api';
export * from './consent';
export * from './constants';
export * from './enums';
export * from './errors';
export * from './routing';
export * from './services';
