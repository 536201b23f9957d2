import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { startSession } from './accounts/session';
import { App, preloadCurrentPage } from './app/App';

// The session read goes out first: every signed-in page waits for it.
startSession();

// The page's code and React's root in a task of their own: run in the one that evaluated the
// bundle, they made it a long task on a phone (issue 27, TBT: 70-100 ms under 4x CPU throttling).
// The prerendered page and top bar are on screen meanwhile, so nothing waits on it.
setTimeout(() => {
  preloadCurrentPage(window.location.pathname);
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first screen in small slices instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
