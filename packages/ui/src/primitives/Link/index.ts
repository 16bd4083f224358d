export { Link, linkVariants, linkTones, type LinkProps } from './Link';
