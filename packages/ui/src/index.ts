/**
 * The Trade Portal component library: react-aria-components styled with vanilla-extract theme
 * tokens. Components take data and callbacks as props; every state is a Storybook story.
 */
export * from './theme';
export * from './components';
export * from './ordering';
