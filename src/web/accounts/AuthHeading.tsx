import type { ReactNode } from 'react';
import { LogoMark } from '../shell/Logo';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 text-center">
      <LogoMark className="mx-auto size-10" />
      <h2 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      {children && <p className="mt-2 text-sm text-slate-600">{children}</p>}
    </div>
  );
}
