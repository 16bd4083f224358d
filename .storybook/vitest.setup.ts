// Storybook's Vitest addon (10.3+) applies the project annotations of .storybook/preview.tsx and the
// addons (a11y included) by itself; this file is the place for setup of the story tests' own.
export {};
