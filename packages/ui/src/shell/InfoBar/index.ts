export { InfoBar, type InfoBarProps } from './InfoBar';
