export { Header, type HeaderProps } from './Header';
export { InfoBar, type InfoBarProps } from './InfoBar';
export { StoreSwitchDialog, type StoreSwitchDialogProps, type StoreOption } from './StoreSwitchDialog';
export { Footer, type FooterProps } from './Footer';
export { PublicLayout, LoginForm, type LoginFormProps } from './Public';
export { ErrorPage, BackToTop, TrackAndTraceNotice } from './Misc';
