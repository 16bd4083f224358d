export { Pill, pillTones, type PillTone, type PillProps } from './Pill';
