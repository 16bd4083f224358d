export {
  SuggestionDialog, suggestionDialogStates, suggestionSources,
  type SuggestionDialogProps, type SuggestionDialogState, type SuggestionLine, type SuggestionSource,
} from './SuggestionDialog';
