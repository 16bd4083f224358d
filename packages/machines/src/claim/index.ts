export {
  claimMachine, claimProblems, claimRequest, suggestedEntries,
  type ClaimContext, type ClaimEntry, type ClaimEvent, type ClaimInput, type ClaimPhotoEntry,
} from './claimMachine';
