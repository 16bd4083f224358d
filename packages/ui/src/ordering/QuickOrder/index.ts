export * from './QuickOrderForm';
export * from './QuickOrderReport';
