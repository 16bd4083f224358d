export { NewPasswordForm, passwordRules, type NewPasswordFormProps, type NewPasswordValues } from './NewPasswordForm';
