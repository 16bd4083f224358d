export { checkoutMachine, submittedWithoutResultText, type CheckoutContext, type CheckoutEvent, type CheckoutInput, type SubmitOrderInput } from './checkoutMachine';
