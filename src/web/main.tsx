import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { startSession } from './accounts/session';
import { App, preloadCurrentPage } from './app/App';

startSession();
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
