import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthModalHost } from '../accounts/AuthModalHost';
import { useAuthLinks } from '../accounts/useAuthLinks';
import { Footer } from '../shell/Footer';
import { NoticeBar } from '../shell/NoticeBar';
import { TopBar } from '../shell/TopBar';
import { PageSpinner } from '../ui/Spinner';

export function Layout() {
  useAuthLinks();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar />
      <NoticeBar />
      {/* At least a screen tall: pages that load their data (or code) after the first paint then
          grow downwards instead of pulling the footer into view and pushing it out again. */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthModalHost />
    </div>
  );
}
