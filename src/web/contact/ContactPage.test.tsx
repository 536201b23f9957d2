import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { json, mockApi } from '../testing/api-routes';
import { server } from '../testing/msw-server';
import ContactPage, { CONTACT_FAILED } from './ContactPage';
import { renderWithApp } from '../testing/render';

const config = () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x' });

// Labels read "Name*": the star marks a required field (aria-hidden; the input is `required`).
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

function fill() {
  fireEvent.change(field('Name'), { target: { value: 'Lena' } });
  fireEvent.change(field('Email'), { target: { value: 'lena@example.com' } });
  fireEvent.change(field('Subject'), { target: { value: 'Credits' } });
  fireEvent.change(field('Message'), { target: { value: 'More please' } });
}

const renderPage = () =>
  renderWithApp(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the contact page (SPEC §2, §4)', () => {
  it('requires every field', async () => {
    const { calls } = mockApi({ 'GET /api/config': config });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/contact')).toBe(false);
  });

  it('goes idle, sending, success, and back for another message; the honeypot stays empty', async () => {
    let release: (r: Response) => void = () => {};
    const { calls } = mockApi({ 'GET /api/config': config, 'POST /api/contact': () => new Promise<Response>((resolve) => (release = resolve)) });
    renderPage();
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => release(json({ message: 'Thanks' }, 201)));
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/contact')!.body).toEqual({
      name: 'Lena',
      email: 'lena@example.com',
      subject: 'Credits',
      message: 'More please',
      website: '',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Subject')).toHaveValue('');
  });

  it('shows the server message, or the default one', async () => {
    mockApi({ 'GET /api/config': config, 'POST /api/contact': () => json({ message: 'Too many messages. Please try again in 40 minutes.', code: 'RATE_LIMITED' }, 429) });
    renderPage();
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try again in 40 minutes.')).toBeInTheDocument();
    server.use(http.post('/api/contact', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_FAILED)).toBeInTheDocument();
  });

  it('shows SPEC §8 words, not a status text, when the failure has an empty body (issue 11)', async () => {
    mockApi({ 'GET /api/config': config, 'POST /api/contact': () => new Response('', { status: 500 }) });
    renderPage();
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/API request failed/)).toBeNull();
  });

  it('marks every field as required, visibly and for assistive technology (issue 11)', () => {
    mockApi({ 'GET /api/config': config });
    renderPage();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      const input = field(label) as HTMLInputElement;
      expect(input).toBeRequired();
      expect(input.labels?.[0]?.textContent).toBe(`${label}*`);
    }
  });
});
