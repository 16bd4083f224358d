/** Partner Hub: placeholder until its feature lands. */
export default function PartnerHubPage() {
  return <h1>Partner Hub</h1>;
}
