import { X } from 'lucide-react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useNotice } from './notice';

export function NoticeBar() {
  const { notice, showNotice } = useNotice();
  if (!notice) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6" data-testid="notice">
      <Alert
        tone={notice.tone}
        action={
          <div className="flex items-center gap-2">
            {notice.action && (
              <Button size="sm" variant="secondary" onClick={notice.action.run}>
                {notice.action.label}
              </Button>
            )}
            <button
              type="button"
              className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              onClick={() => showNotice(null)}
            >
              <X aria-hidden className="size-4" />
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        }
      >
        {notice.text}
      </Alert>
    </div>
  );
}
