import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../home/HomePage';
import { OptimizerLoading } from '../optimizer/OptimizerFirstView';
import { AppProviders } from './AppProviders';
import { Layout } from './Layout';
import { RequireSession } from './RequireSession';
import { ScrollToTop } from './ScrollToTop';

// Everything but the home page is split off, so `/` downloads only what it shows.
const PAGES = {
  optimizer: () => import('../optimizer/OptimizerPage'),
  dashboard: () => import('../dashboard/DashboardPage'),
  'bulk-jobs': () => import('../bulk-jobs/BulkJobsPage'),
  contact: () => import('../contact/ContactPage'),
  'reset-password': () => import('../accounts/ResetPasswordPage'),
  'privacy-policy': () => import('../policies/PrivacyPolicyPage'),
  'terms-and-conditions': () => import('../policies/TermsPage'),
  'refund-policy': () => import('../policies/RefundPolicyPage'),
  'service-policy': () => import('../policies/ServicePolicyPage'),
} as const;

const OptimizerPage = lazy(PAGES.optimizer);
const DashboardPage = lazy(PAGES.dashboard);
const BulkJobsPage = lazy(PAGES['bulk-jobs']);
const ContactPage = lazy(PAGES.contact);
const ResetPasswordPage = lazy(PAGES['reset-password']);
const PrivacyPolicyPage = lazy(PAGES['privacy-policy']);
const TermsPage = lazy(PAGES['terms-and-conditions']);
const RefundPolicyPage = lazy(PAGES['refund-policy']);
const ServicePolicyPage = lazy(PAGES['service-policy']);

/**
 * Starts downloading the landing page's code at once, alongside the session check, instead of
 * after it (the signed-in pages render only once the session is known).
 */
export function preloadCurrentPage(pathname: string) {
  const page = pathname.replace(/^\/+|\/+$/g, '') as keyof typeof PAGES;
  if (Object.hasOwn(PAGES, page)) void PAGES[page]().catch(() => {});
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route
          path="optimizer"
          element={
            // The optimizer's top while the session and its code load: the same boxes as the
            // page and as the HTML the build prerenders for it, so nothing moves (issue 27).
            <RequireSession fallback={<OptimizerLoading />}>
              <Suspense fallback={<OptimizerLoading />}>
                <OptimizerPage />
              </Suspense>
            </RequireSession>
          }
        />
        <Route
          path="dashboard"
          element={
            <RequireSession>
              <DashboardPage />
            </RequireSession>
          }
        />
        <Route
          path="bulk-jobs"
          element={
            <RequireSession>
              <BulkJobsPage />
            </RequireSession>
          }
        />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-and-conditions" element={<TermsPage />} />
        <Route path="refund-policy" element={<RefundPolicyPage />} />
        <Route path="service-policy" element={<ServicePolicyPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ScrollToTop />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
