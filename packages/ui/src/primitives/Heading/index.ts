export { Heading, headingLevels, headingSizes, type HeadingLevel, type HeadingProps } from './Heading';
