/**
 * The survey widget of §2.12, mounted by the private shell once the page is interactive.
 * Built in issue 8: until then it shows nothing.
 */
export default function SurveyWidget() {
  return null;
}
