export { Text, textSizes, textTones, textWeights, textAligns, type TextProps, type TextSize, type TextTone, type TextWeight, type TextAlign, type TypographyProps } from './Text';
