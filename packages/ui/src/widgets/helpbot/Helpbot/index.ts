export { Helpbot, helpbotModes, type HelpbotAnswerOption, type HelpbotMessage, type HelpbotMode, type HelpbotProps } from './Helpbot';
