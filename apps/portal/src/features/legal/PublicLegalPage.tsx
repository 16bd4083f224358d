/** Legal: placeholder until its feature lands. */
export default function PublicLegalPage() {
  return <h1>Legal</h1>;
}
