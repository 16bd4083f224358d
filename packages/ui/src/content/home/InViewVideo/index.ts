export { InViewVideo, inViewVideoModes, type InViewVideoProps } from './InViewVideo';
