/**
 * The portal's frame (§2.2–§2.5, §2.7, §2.10, §8): header, info bar, store switch, notification strip,
 * footer, popup sections, back-to-top, public template with the login form, and the error page.
 * Props in, callbacks out; texts from the spec.
 */
export * from './Header';
export * from './CartLink';
export * from './ProfileMenu';
export * from './InfoBar';
export * from './StoreSwitchDialog';
export * from './NotificationStrip';
export * from './Footer';
export * from './PopupDialog';
export * from './TrackAndTraceNotice';
export * from './TrackAndTraceForm';
export * from './BackToTop';
export * from './ErrorPage';
export * from './PublicLayout';
export * from './PublicFrame';
export * from './LoginForm';
export * from './SideDrawer';
