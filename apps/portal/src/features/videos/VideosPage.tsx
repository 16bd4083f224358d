/** Videos: placeholder until its feature lands. */
export default function VideosPage() {
  return <h1>Videos</h1>;
}
