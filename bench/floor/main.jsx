// The floor of `npm run bench`: the least a React 19 app ships, drawing one line of text (Lighthouse needs a
// first paint). Route sizes and Lighthouse's Total Blocking Time are read against it.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<p>Floor</p>);
