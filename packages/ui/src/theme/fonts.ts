// The one typeface, shipped with the app so screenshots match on every machine (DESIGN.md); Latin only.
import './fonts.css';
