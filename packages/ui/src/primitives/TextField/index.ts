export { TextField, PasswordField, type TextFieldProps } from './TextField';
