export { Button, buttonVariants, buttonTones, buttonSizes, type ButtonProps } from './Button';
export { button as buttonStyle, type ButtonVariants } from './Button.css';
// Kept here too: older imports take the spinner from the button module.
export { Spinner } from '../Spinner';
