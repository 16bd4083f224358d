/** A background asset as the API sends it (§3 Background asset). */
export interface BackgroundAsset {
  IsImage: boolean;
  IsVideo: boolean;
  AssetUrl: string;
  IsSticky: boolean;
}
