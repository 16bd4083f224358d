/**
 * Fixed sizes of the home blocks, px, as plain numbers (ADR 0022): each block and its loading skeleton
 * take the same room, so nothing below moves as the content arrives (CLS). Texts are clamped to the lines
 * reserved for them.
 */

/** Hero banner from the desktop width (932 px): text and picture side by side, this tall. */
export const HERO_HEIGHT_DESKTOP = 340;
/** Hero banner below 932 px: the picture (2:1) on top, then a text panel this tall. */
export const HERO_PANEL_HEIGHT_NARROW = 280;
/** The hero picture's intrinsic size (the seeded banner is 1200 × 600). */
export const HERO_IMAGE = { width: 1200, height: 600 } as const;

/** A pod's picture or video box (4:3; the seeded pod pictures are 800 × 600). */
export const POD_IMAGE = { width: 800, height: 600 } as const;
/** A pod's text panel when stacked under its picture (below 768 px). */
export const POD_PANEL_HEIGHT_NARROW = 224;
/** A pod from 768 px: picture and text side by side, this tall. */
export const POD_HEIGHT_WIDE = 320;
/** The carousel's arrows-and-dots row (36 px buttons) and the 8 px above it. */
export const CAROUSEL_CONTROLS_HEIGHT = 8 + 36;

/** The vlog video's intrinsic size (16:9; the seeded posters are 1280 × 720). */
export const VLOG_VIDEO = { width: 1280, height: 720 } as const;
