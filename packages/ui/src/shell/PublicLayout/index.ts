export { PublicLayout, type PublicLayoutProps } from './PublicLayout';
