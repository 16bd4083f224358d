/** Contact us: placeholder until its feature lands. */
export default function ContactUsPage() {
  return <h1>Contact us</h1>;
}
