import { Box, type BoxProps } from '../Box';
import * as css from './Text.css';

/** Text sizes: the theme's type scale, 12 / 14 / 16 (body) / 18 / 22 / 28 / 36 px. */
export const textSizes = ['xsmall', 'small', 'body', 'large', 'xlarge', 'xxlarge', 'display'] as const;
export type TextSize = (typeof textSizes)[number];

/** Text tones: the theme's text colours (`color.text.<tone>`), each checked against WCAG 2.2 AA on its surface. */
export const textTones = ['primary', 'secondary', 'muted', 'inverse', 'interactive', 'critical', 'positive', 'caution', 'accent'] as const;
export type TextTone = (typeof textTones)[number];

/** Text weights, Braid's names: regular 400, medium 600, strong 700. */
export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textAligns = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAligns)[number];

/** The typographic props Text and Heading share. */
export interface TypographyProps {
  /** Font size from the theme's scale. Omitted: inherited from the container. */
  size?: TextSize;
  /**
   * Colour from the theme's text tones. Omitted: inherited from the container, so text on a navy bar or a
   * tinted message takes the colour its container set (the theme has no background context to flip it).
   */
  tone?: TextTone;
  /** Omitted: inherited (Text) or 'strong' (Heading). */
  weight?: TextWeight;
  /** Omitted: inherited. */
  align?: TextAlign;
  /** Tabular digits, so prices and quantities line up (docs/design.md principle 3). @default false */
  tabularNums?: boolean;
  /** A long word (an email, a SKU, a product name) breaks anywhere instead of overflowing. @default false */
  breakWords?: boolean;
  /** One line cut with an ellipsis (the element needs a width: a block or a flex item). @default false */
  truncate?: boolean;
}

export interface TextProps extends Omit<BoxProps, 'size'>, TypographyProps {
  /** The element rendered: 'p' for a paragraph, 'strong', 'label', 'dd'… @default 'span' */
  as?: BoxProps['as'];
}

/** The class names of `props`' typography, shared with Heading. */
export function typographyClass({ size, tone, weight, align, tabularNums, breakWords, truncate }: TypographyProps, ...more: (string | false | undefined)[]): string {
  return [
    css.base,
    size && css.size[size],
    tone && css.tone[tone],
    weight && css.weight[weight],
    align && css.align[align],
    tabularNums && css.tabularNums,
    breakWords && css.breakWords,
    truncate && css.truncate,
    ...more,
  ].filter(Boolean).join(' ');
}

/**
 * A run of text in the theme's type: `<Text size="small" tone="secondary" weight="strong">`, as Braid's
 * Text. Size, tone and weight come from the theme's tokens only; what is not given is inherited, so a
 * Text only says what differs from its container. The element's margin is reset (a Box margin prop sets
 * one). Other props, layout atoms included (`marginTop="xsmall"`, `display="block"`), go to Box.
 * The type scale and text tones of the design brief (docs/design.md), on every screen of §2.
 */
export function Text({ as = 'span', size, tone, weight, align, tabularNums, breakWords, truncate, className, ...props }: TextProps) {
  return <Box as={as} className={typographyClass({ size, tone, weight, align, tabularNums, breakWords, truncate }, className)} {...props} />;
}
