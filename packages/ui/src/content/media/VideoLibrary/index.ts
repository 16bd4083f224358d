export { VideoLibrary, VlogLibrary, type VideoLibraryProps, type VlogLibraryProps } from './VideoLibrary';
