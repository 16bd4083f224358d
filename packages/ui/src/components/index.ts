export * from './Button';
export * from './TextField';
export * from './Modal';
export * from './Feedback';
export * from './Shell';
