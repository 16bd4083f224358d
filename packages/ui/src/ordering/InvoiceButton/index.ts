export { InvoiceButton, type InvoiceButtonProps } from './InvoiceButton';
