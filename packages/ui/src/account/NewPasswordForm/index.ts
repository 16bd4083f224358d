export { NewPasswordForm, PasswordChecklist, passwordRules, type NewPasswordFormProps, type NewPasswordValues } from './NewPasswordForm';
