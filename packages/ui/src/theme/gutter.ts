import { reservedGutter } from './floating.css';

/**
 * The right padding of a centred column (`max-width` and `margin-inline: auto`) that keeps the
 * `reservedGutter` free: its own side padding, or more where the margin beside it is narrower
 * than the gutter. Percentages are of the containing block, the screen's width without its scrollbar.
 * @param side the column's own side padding (a `vars.space` value)
 * @param maxWidth the column's `max-width` (a `vars.width` value)
 * @returns a CSS length for `padding-right` (or `padding-inline-end`)
 */
export function gutterPadding(side: string, maxWidth: string): string {
  return `max(${side}, calc(${reservedGutter} - max(0px, (100% - ${maxWidth}) / 2)))`;
}
