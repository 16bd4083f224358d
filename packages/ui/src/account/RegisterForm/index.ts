export { RegisterForm, validateRegistration, type RegisterFormProps, type RegisterValues } from './RegisterForm';
