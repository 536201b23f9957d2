import { Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { whatsappLink } from '../api/errors';
import { Logo } from './Logo';
import { aiCredit } from './ai-credit';
import { usePublicConfig } from './use-public-config';

const POLICY_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/service-policy', label: 'Service Policy' },
  { to: '/contact', label: 'Contact' },
] as const;

/** SPEC §1: names the active writer (AI provider and model, or the built-in editor) and a creator, shows the support address and the messaging-app link. */
export function Footer() {
  const config = usePublicConfig();
  return (
    <footer className="border-t border-slate-800 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-3 max-w-sm text-sm leading-6 text-slate-400">
            Rule-checked marketplace listings: titles, bullet points, descriptions and search terms that use your keywords and
            follow the policy.
          </p>
        </div>
        <nav aria-label="Policies and contact">
          <h2 className="text-sm font-semibold text-white">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-300 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Support</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a
                href={config ? `mailto:${config.supportEmail}` : '/contact'}
                className="inline-flex items-center gap-2 text-slate-300 hover:text-white hover:underline"
                data-testid="support-email"
              >
                <Mail aria-hidden className="size-4" />
                {config?.supportEmail ?? 'Contact us'}
              </a>
            </li>
            {config && (
              <li>
                <a
                  href={whatsappLink(config.supportWhatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-slate-300 hover:text-white hover:underline"
                >
                  <MessageCircle aria-hidden className="size-4" />
                  WhatsApp us for more credits
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Listcraft. Created by the Listcraft team.</p>
          <p data-testid="ai-credit" className="sm:max-w-md sm:text-right">
            {config ? aiCredit(config) : '\u00a0'}
          </p>
        </div>
      </div>
    </footer>
  );
}
