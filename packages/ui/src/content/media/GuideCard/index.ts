export { GuideCard, GuideCardSkeleton, type GuideCardProps, type PartnerGuide } from './GuideCard';
