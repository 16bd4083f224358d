export * from './legal/LegalDocument';
