/** All downloads: placeholder until its feature lands. */
export default function DownloadsPage() {
  return <h1>All downloads</h1>;
}
