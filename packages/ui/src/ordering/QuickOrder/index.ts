export * from './QuickOrderForm';
export * from './QuickOrderReport';
export * from './ScanField';
export * from './CameraScanner';
