/** §3 Popup banner: the CMS popup banners of the private shell. Placeholder. */
export default function PopUpBannerHost() {
  return null;
}
