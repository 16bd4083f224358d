/** Vlogs: placeholder until its feature lands. */
export default function VlogsPage() {
  return <h1>Vlogs</h1>;
}
