import type { TextSize, TextProps, TypographyProps } from '../Text/Text';
import { typographyClass } from '../Text/Text';
import { Box } from '../Box';
import { headingLineHeight } from '../Text/Text.css';

/** Heading levels: the element rendered, `h1` to `h6`. */
export const headingLevels = ['1', '2', '3', '4', '5', '6'] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** The size a level takes when `size` is not given, px: 28, 22, 18, 16, 14, 12. */
export const headingSizes: Record<HeadingLevel, TextSize> = { 1: 'xxlarge', 2: 'xlarge', 3: 'large', 4: 'body', 5: 'small', 6: 'xsmall' };

export interface HeadingProps extends Omit<TextProps, 'as' | 'weight'> {
  /** The semantic level, which sets the element (`'2'` renders an `<h2>`) and the default size. */
  level: HeadingLevel | 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * The visual size, when it differs from the level's (a card's `<h2>` drawn at 'large'): the outline of
   * the page and the look of a heading are separate choices. @default the level's, see `headingSizes`
   */
  size?: TypographyProps['size'];
  /** @default 'strong' */
  weight?: TypographyProps['weight'];
}

/**
 * A heading in the theme's type, as Braid's Heading: `<Heading level="2">`, or `<Heading level="2"
 * size="large">` where the page's outline needs an h2 that looks smaller. Line height 1.2, margin reset,
 * bold unless `weight` says otherwise; tone inherited unless given. Other props (an `id` for
 * `aria-labelledby`, `tabIndex={-1}` and a `ref` to move focus to it, layout atoms) go to the element.
 * The type scale of the design brief (docs/design.md), on every screen of §2.
 */
export function Heading({ level, size, weight = 'strong', tone, align, tabularNums, breakWords, truncate, className, ...props }: HeadingProps) {
  const key = String(level) as HeadingLevel;
  return (
    <Box
      as={`h${key}`}
      className={typographyClass({ size: size ?? headingSizes[key], weight, tone, align, tabularNums, breakWords, truncate }, headingLineHeight, className)}
      {...props}
    />
  );
}
