export {
  chosenAnswer, ctaPath, helpbotMachine, type FetchQuestionInput, type HelpbotContext, type HelpbotEntry, type HelpbotEvent,
} from './helpbotMachine';
