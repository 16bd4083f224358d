export { DeliveryCheckIn, type CheckInLine, type CheckInStep, type CheckInUnexpected, type DeliveryCheckInProps } from './DeliveryCheckIn';
export { DeliveryArrived, type DeliveryArrivedProps } from './DeliveryArrived';
export { DeliveryClaimStatus, type DeliveryClaimStatusProps } from './DeliveryClaimStatus';
export {
  DeliveryClaimForm, type ClaimFormEntry, type ClaimFormLine, type ClaimFormPhoto, type ClaimFormStep, type DeliveryClaimFormProps,
} from './DeliveryClaimForm';
