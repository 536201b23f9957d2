import { ACCOUNT_MESSAGES } from '../../contract/account-rules';
import { Mail, MessageCircle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError, apiJson } from '../api/http';
import { whatsappLink } from '../api/errors';
import { isEmail } from '../accounts/validation';
import { usePublicConfig } from '../shell/use-public-config';
import { usePageTitle } from '../shell/usePageTitle';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { InputField, TextAreaField } from '../ui/Field';

export const CONTACT_FAILED = 'Failed to send message. Please try again.';

interface Message {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: Message = { name: '', email: '', subject: '', message: '' };
const REQUIRED: Record<keyof Message, string> = {
  name: 'Please enter your name.',
  email: ACCOUNT_MESSAGES.emailInvalid,
  subject: 'Please enter a subject.',
  message: 'Please enter your message.',
};

type Status = 'idle' | 'sending' | 'success' | 'error';

/**
 * SPEC §7 and §8: the message the server sent, else 'Failed to send message. Please try again.':
 * never the generic 'API request failed with status …' an empty body leaves, nor a proxy's page.
 * The API's own error bodies carry a code; nothing else is shown as it is.
 */
export function contactFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.code) return CONTACT_FAILED;
  return error.message.trim() || CONTACT_FAILED;
}

/** SPEC §2: every contact field is required; the star is for sighted users, `required` for the rest. */
function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden className="ml-0.5 text-red-700">
        *
      </span>
    </>
  );
}

export function validateContact(message: Message): Partial<Record<keyof Message, string>> {
  const errors: Partial<Record<keyof Message, string>> = {};
  for (const key of Object.keys(REQUIRED) as (keyof Message)[]) {
    if (!message[key].trim()) errors[key] = REQUIRED[key];
  }
  if (!errors.email && !isEmail(message.email)) errors.email = REQUIRED.email;
  return errors;
}

/** SPEC §2 contact page: idle, sending, success ('Message Sent!') and error. */
export default function ContactPage() {
  usePageTitle('Contact us');
  const config = usePublicConfig();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Message, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [website, setWebsite] = useState('');

  const field = (name: keyof Message) => ({
    name,
    value: form[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setForm((prev) => ({ ...prev, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setStatus('sending');
    setFailure(null);
    try {
      await apiJson('/api/contact', { method: 'POST', body: { ...form, website }, sessionBound: false });
      setStatus('success');
      setForm(EMPTY);
    } catch (error) {
      setFailure(contactFailureMessage(error));
      setStatus('error');
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
          <p className="mt-4 text-lg text-slate-600">
            Questions about your listings, your account or extra credits? Send us a message and we will answer within one business day.
          </p>
          <ul className="mt-8 space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                <Mail aria-hidden className="size-5" />
              </span>
              {config ? (
                <a href={`mailto:${config.supportEmail}`} className="font-medium text-indigo-700 hover:underline">
                  {config.supportEmail}
                </a>
              ) : (
                <span className="text-slate-600">E-mail support</span>
              )}
            </li>
            <li className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                <MessageCircle aria-hidden className="size-5" />
              </span>
              {config ? (
                <a href={whatsappLink(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer" className="font-medium text-indigo-700 hover:underline">
                  WhatsApp: more credits and quick questions
                </a>
              ) : (
                <span className="text-slate-600">WhatsApp support</span>
              )}
            </li>
          </ul>
        </div>

        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {status === 'success' ? (
            <div className="py-8 text-center" role="status">
              <Send aria-hidden className="mx-auto size-10 text-emerald-600" />
              <h2 className="mt-4 text-2xl font-bold text-slate-900">Message Sent!</h2>
              <p className="mt-2 text-sm text-slate-600">Thank you for getting in touch. We will reply to your e-mail soon.</p>
              <Button className="mt-6" onClick={() => setStatus('idle')}>
                Send Another Message
              </Button>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField label={<RequiredLabel>Name</RequiredLabel>} autoComplete="name" {...field('name')} />
                <InputField label={<RequiredLabel>Email</RequiredLabel>} type="email" autoComplete="email" {...field('email')} />
              </div>
              <InputField label={<RequiredLabel>Subject</RequiredLabel>} {...field('subject')} />
              <TextAreaField label={<RequiredLabel>Message</RequiredLabel>} rows={6} {...field('message')} />
              <p className="text-xs text-slate-600">
                <span aria-hidden className="text-red-700">
                  *
                </span>{' '}
                Required
              </p>
              {/* A honeypot for bots: hidden from people and assistive technology, left empty. */}
              <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  Website
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
                </label>
              </div>
              {status === 'error' && <Alert>{failure ?? CONTACT_FAILED}</Alert>}
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={status === 'sending'}>
                <Send aria-hidden className="size-4" />
                {status === 'sending' ? 'Sending...' : 'Send Message'}
              </Button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
