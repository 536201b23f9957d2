import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROMPTS, INPUT, INSIGHTS, RESULT } from '../testing/fixtures';
import { json, mockFetch } from '../testing/mock-fetch';
import { flowStore, useFlow } from './flow-store';
import { OutputPanel } from './OutputPanel';

function Harness() {
  return <OutputPanel state={useFlow()} />;
}

/** Runs the real flow against mocked endpoints, so the store holds a generated listing. */
beforeEach(async () => {
  flowStore.bindOwner(`owner-${Math.random()}`);
  mockFetch({
    'POST /api/extract-insights': () => json(INSIGHTS),
    'GET /api/prompts/defaults': () => json(DEFAULT_PROMPTS),
    'POST /api/generate': () => json(RESULT),
  });
  flowStore.setInput(INPUT);
  await flowStore.analyze();
  await flowStore.generate();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the output panel (SPEC §2, §4)', () => {
  it('edits, and Cancel restores the previous content', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = within(screen.getByRole('region', { name: 'Title' })).getByRole('textbox');
    await userEvent.clear(title);
    await userEvent.type(title, 'A different title');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(RESULT.stage_3_optimization.optimized_titles[0]!)).toBeInTheDocument();
  });

  it('re-audits live while editing, highlighting findings in place', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = within(screen.getByRole('region', { name: 'Title' })).getByRole('textbox');
    await userEvent.type(title, ' Best Seller!');
    const marks = screen.getByRole('region', { name: 'Title' }).querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    expect(screen.getByTestId('findings')).toHaveTextContent(/Title/);
  });

  it('saves to the server and tells when the sync failed', async () => {
    mockFetch({ 'PUT /api/listings/listing-1': () => json({ message: 'boom' }, 503) });
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved locally but failed to sync: Failed to update listing: 503')).toBeInTheDocument();
  });

  it('copies everything with a 2 s confirmation, and only warns without a clipboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(RESULT.stage_3_optimization.backend_search_terms));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });
});
