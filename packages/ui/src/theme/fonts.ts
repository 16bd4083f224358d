// The one typeface, shipped with the app so screenshots match on every machine (docs/design.md); Latin only.
import './fonts.css';
