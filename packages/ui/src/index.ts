/**
 * The Trade Portal component library: react-aria-components styled with vanilla-extract theme
 * tokens. Components take data and callbacks as props; every state is a Storybook story.
 * Folders (docs/adr/0003-ui-library-folders.md): `theme/` tokens, themes and sprinkles; `primitives/`
 * generic controls and layout; `shell/` the portal's frame; `ordering/` the ordering screens' parts;
 * `widgets/` the survey and the help bot; `content/` the CMS screens' parts; `account/` the account forms.
 */
export * from './theme';
export * from './primitives';
export * from './shell';
export * from './ordering';
export * from './insights';
export * from './widgets';
export * from './content';
export * from './account';
