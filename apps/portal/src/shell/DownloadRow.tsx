/** §2.4: the row of PDF download widgets in the private shell (not on home or /see-all-downloads). Placeholder. */
export default function DownloadRow() {
  return null;
}
