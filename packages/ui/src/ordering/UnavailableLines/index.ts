export {
  UnavailableLines, unavailableReasons, unavailableReasonText,
  type AlternativeOffer, type UnavailableLine, type UnavailableLinesProps, type UnavailableReason,
} from './UnavailableLines';
