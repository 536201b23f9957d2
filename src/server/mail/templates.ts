/** Every mail has an HTML and a text part, the product name, one link with a stable id, and how long it is valid. */
export interface MailContent {
  kind: string;
  subject: string;
  html: string;
  text: string;
  link: string | null;
}

const PRODUCT = 'Listcraft';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface ActionMail {
  kind: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string; validFor: string };
  footnote: string;
}

function layout({ kind, subject, greeting, paragraphs, action, footnote }: ActionMail): MailContent {
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:16px">${PRODUCT}</td></tr>
<tr><td style="font-size:16px;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="padding:8px 0"><a id="action-link" href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:14px;color:#475569">This link is valid for ${escapeHtml(action.validFor)}. If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
<p style="font-size:14px;color:#475569">${escapeHtml(footnote)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    PRODUCT,
    '',
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    `This link is valid for ${action.validFor}.`,
    '',
    footnote,
  ].join('\n');
  return { kind, subject, html, text, link: action.url };
}

const greet = (name: string | null | undefined) => (name?.trim() ? `Hi ${name.trim()},` : 'Hi,');

export function verifyEmailMail(input: { name?: string | null; url: string; validFor: string }): MailContent {
  return layout({
    kind: 'verify-email',
    subject: `Confirm your e-mail address for ${PRODUCT}`,
    greeting: greet(input.name),
    paragraphs: [`Thanks for signing up for ${PRODUCT}. Confirm your e-mail address to start optimizing your listings.`],
    action: { label: 'Confirm e-mail address', url: input.url, validFor: input.validFor },
    footnote: `If you did not create a ${PRODUCT} account, you can ignore this message.`,
  });
}

export function resetPasswordMail(input: { name?: string | null; url: string; validFor: string }): MailContent {
  return layout({
    kind: 'reset-password',
    subject: `Reset your ${PRODUCT} password`,
    greeting: greet(input.name),
    paragraphs: ['We received a request to reset your password. Choose a new one with the button below. The link works once.'],
    action: { label: 'Reset password', url: input.url, validFor: input.validFor },
    footnote: 'If you did not ask for this, ignore this message: your password stays the same.',
  });
}

export function existingAccountMail(input: { name?: string | null; url: string; validFor: string }): MailContent {
  return layout({
    kind: 'signup-existing',
    subject: `Someone tried to register with your e-mail on ${PRODUCT}`,
    greeting: greet(input.name),
    paragraphs: [
      `Someone just tried to create a ${PRODUCT} account with this e-mail address. You already have an account, so nothing was changed.`,
      'If it was you and you forgot your password, you can reset it here.',
    ],
    action: { label: 'Reset password', url: input.url, validFor: input.validFor },
    footnote: 'If it was not you, no action is needed: your account is safe.',
  });
}

export function contactMessageMail(input: { name: string; email: string; subject: string; message: string }): MailContent {
  const text = [
    `${PRODUCT} contact form`,
    '',
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    '',
    input.message,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif">
<h2>${PRODUCT} contact form</h2>
<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;<br><strong>Subject:</strong> ${escapeHtml(input.subject)}</p>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(input.message)}</pre></body></html>`;
  return { kind: 'contact', subject: `[${PRODUCT} contact] ${input.subject}`.slice(0, 200), html, text, link: null };
}
