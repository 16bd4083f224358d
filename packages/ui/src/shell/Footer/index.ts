export { Footer, footerGroups, type FooterProps } from './Footer';
