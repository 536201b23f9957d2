import { useEffect } from 'react';

/** Sets document.title per page, for tabs, history and search results. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · Listcraft` : 'Listcraft: marketplace listing optimizer';
  }, [title]);
}
