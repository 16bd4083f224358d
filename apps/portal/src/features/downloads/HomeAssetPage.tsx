/** Home asset: placeholder until its feature lands. */
export default function HomeAssetPage() {
  return <h1>Home asset</h1>;
}
