// The floor of `npm run bench`: the least a React 19 app ships. Route sizes are read as multiples of it.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<p />);
