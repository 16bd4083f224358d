export * from './help/FaqAccordion';
export * from './help/ContactForm';
