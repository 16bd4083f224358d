export { LegalDocument, type LegalDocumentProps, type LegalSection, type LegalText } from './LegalDocument';
