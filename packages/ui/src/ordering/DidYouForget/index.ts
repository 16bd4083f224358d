export { DidYouForget, type DidYouForgetProps } from './DidYouForget';
