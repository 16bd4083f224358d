export { GuideCard, GuideCardSkeleton, type GuideCardProps } from './GuideCard';
