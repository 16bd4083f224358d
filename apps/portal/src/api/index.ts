export * from './client';
export * from './hooks';
