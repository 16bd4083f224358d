/** Legal: placeholder until its feature lands. */
export default function LegalPage() {
  return <h1>Legal</h1>;
}
