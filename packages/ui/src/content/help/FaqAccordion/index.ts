export { FaqAccordion, type Faq, type FaqAccordionProps } from './FaqAccordion';
