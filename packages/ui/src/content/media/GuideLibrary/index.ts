export { GuideLibrary, type GuideLibraryProps } from './GuideLibrary';
