/**
 * For story fixtures only (not exported from the package): an SVG `<style>` that embeds Inter, the page's
 * own Latin file, as a data URI. A picture shown through `<img>`, a poster or a CSS background cannot use
 * the page's fonts, so its text would otherwise be drawn in whatever sans-serif the machine has and its
 * screenshot would change from machine to machine. Text in the SVG names `font-family="Inter"`.
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline';

/** The `<style>` element to put first inside the fixture's `<svg>`. */
export const svgInterFont = `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(${interLatin}) format('woff2')}</style>`;
