export { EmailLinkForm, type EmailLinkFormProps } from './EmailLinkForm';
