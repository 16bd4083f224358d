export { Spinner, type SpinnerProps } from './Spinner';
