/** Account forms (§2.1 /change-password, §2.2 /password and the other account flows). */
export * from './NewPasswordForm';
