export { CheckoutSteps, checkoutSteps, type CheckoutStep, type CheckoutStepsProps } from './CheckoutSteps';
