/** Invoice: placeholder until its feature lands. */
export default function InvoicePage() {
  return <h1>Invoice</h1>;
}
