import { Link } from 'react-router';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 9h3v11h8v3H9z" fill="#fff" />
      <path d="M18 9h5v3h-5zM18 14.5h5v3h-5z" fill="#a5b4fc" />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>Listcraft</span>
    </Link>
  );
}
