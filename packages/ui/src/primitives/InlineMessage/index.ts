export { InlineMessage, inlineMessageTones, type InlineMessageTone, type InlineMessageProps } from './InlineMessage';
