export {
  checkoutLinesOf, checkoutMachine, isCartChangedFailure, submittedWithoutResultText,
  type CartChangedFailure, type CheckoutContext, type CheckoutEvent, type CheckoutInput, type CheckoutLine, type QueueOrderInput, type SubmitOrderInput,
} from './checkoutMachine';
