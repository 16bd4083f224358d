export { ContactForm, validateContact, type ContactFormProps, type ContactFormValues } from './ContactForm';
