export { Box, Stack, Inline, type BoxProps } from './Box';
