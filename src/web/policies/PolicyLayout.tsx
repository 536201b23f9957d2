import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../shell/use-public-config';
import { usePageTitle } from '../shell/usePageTitle';

export const POLICY_DATE = 'November 2025';

const OTHERS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/service-policy', label: 'Service Policy' },
] as const;

/** The support address from the server's settings, as a link. */
export function SupportEmail() {
  const config = usePublicConfig();
  if (!config) return <Link to="/contact">our contact page</Link>;
  return <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Shared frame of the four policy pages: title, date, readable measure, links to the others. */
export function PolicyLayout({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold text-indigo-700">Last updated: {POLICY_DATE}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{summary}</p>
      <article className="policy mt-10 space-y-8 text-base leading-7 text-slate-700">{children}</article>
      <nav aria-label="Other policies" className="mt-14 border-t border-slate-200 pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {OTHERS.filter((o) => o.label !== title).map((other) => (
            <li key={other.to}>
              <Link to={other.to} className="font-medium text-indigo-700 hover:underline">
                {other.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
