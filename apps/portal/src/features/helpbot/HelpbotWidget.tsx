/**
 * The help chatbot of §2.8, mounted by the private shell once the page is interactive.
 * Built in issue 8: until then it shows nothing.
 */
export default function HelpbotWidget() {
  return null;
}
