import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '../api/errors';
import { usePublicConfig } from '../shell/use-public-config';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/Button';
import type { FlowError } from './flow-store';

/** SPEC §8 error panel; a credit refusal comes with Contact Us on the messaging app. */
export function ErrorPanel({ error }: { error: FlowError }) {
  const config = usePublicConfig();
  return (
    <div data-testid="error-panel">
      <Alert
        action={
          error.credits ? (
            <a
              href={config ? whatsappLink(config.supportWhatsapp) : '/contact'}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('danger', 'sm')}
            >
              <MessageCircle aria-hidden className="size-4" />
              Contact Us
            </a>
          ) : undefined
        }
      >
        <p className="font-medium">{error.message}</p>
        {error.raw && (
          <details className="mt-2">
            <summary className="cursor-pointer text-xs">Show the data received</summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded bg-white/70 p-2 text-xs">{error.raw}</pre>
          </details>
        )}
      </Alert>
    </div>
  );
}
