export { LoginForm, type LoginFormProps } from './LoginForm';
