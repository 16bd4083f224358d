export { Button, Spinner, buttonVariants, buttonTones, buttonSizes, type ButtonProps } from './Button';
export { button as buttonStyle } from './Button.css';
