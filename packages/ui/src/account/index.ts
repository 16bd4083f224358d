/** Account forms (§2.1 /change-password, /my-account; §2.2 /password, /register and the emailed-link flows). */
export * from './AccountDetails';
export * from './EmailLinkForm';
export * from './NewPasswordForm';
export * from './RegisterForm';
