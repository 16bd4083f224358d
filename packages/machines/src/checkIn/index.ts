export {
  checkInMachine, checkInRequest, type CheckInContext, type CheckInEvent, type CheckInInput, type LastScan, type SendCheckInOutput,
} from './checkInMachine';
