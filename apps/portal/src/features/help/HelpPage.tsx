/** Help: placeholder until its feature lands. */
export default function HelpPage() {
  return <h1>Help</h1>;
}
