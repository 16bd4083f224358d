export { DeliveryCheckIn, type CheckInLine, type CheckInStep, type CheckInUnexpected, type DeliveryCheckInProps } from './DeliveryCheckIn';
