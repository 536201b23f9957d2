import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS, DEFAULT_PROMPTS, INPUT, RESULT } from '../testing/fixtures';
import { analyse, generate } from '../testing/optimizer-flow';
import { json, mockApi } from '../testing/api-routes';
import { flowStore, useFlow } from './flow-store';
import { OutputPanel } from './OutputPanel';
import { renderWithApp } from '../testing/render';

function Harness() {
  return <OutputPanel state={useFlow()} />;
}

// The panel asks whether the server offers publishing to Amazon (issue 15); here it does not.
const CONFIG = () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x', amazonConnect: false });
/** The draft save that follows the form set in beforeEach, a moment later: every table a test sets needs it. */
const DRAFT_SAVED = () => json({ updated_at: new Date().toISOString() });

/** Runs the real flow against mocked endpoints, so the store holds a generated listing. */
beforeEach(async () => {
  flowStore.bindOwner(`owner-${Math.random()}`);
  mockApi({
    'POST /api/extract-insights': () => json(ANALYSIS),
    'GET /api/prompts/defaults': () => json(DEFAULT_PROMPTS),
    'POST /api/generate': () => json(RESULT),
    // Every change to the flow is kept on the server too.
    'PUT /api/optimizer/draft': DRAFT_SAVED,
    'GET /api/config': CONFIG,
  });
  flowStore.setInput(INPUT);
  await analyse(flowStore);
  await generate(flowStore);
});
afterEach(() => {
  // The draft save of an edit is sent a moment later; it must not reach the next test's server.
  act(() => flowStore.close());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the output panel (SPEC §2, §4)', () => {
  it('edits, and Cancel restores the previous content', async () => {
    renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = within(screen.getByRole('region', { name: 'Title' })).getByRole('textbox');
    await userEvent.clear(title);
    await userEvent.type(title, 'A different title');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(RESULT.stage_3_optimization.optimized_titles[0]!)).toBeInTheDocument();
  });

  it('re-audits live while editing, highlighting findings in place', async () => {
    renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = within(screen.getByRole('region', { name: 'Title' })).getByRole('textbox');
    await userEvent.type(title, ' Best Seller!');
    const marks = screen.getByRole('region', { name: 'Title' }).querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    expect(screen.getByTestId('findings')).toHaveTextContent(/Title/);
  });

  it('saves to the server and tells when the sync failed', async () => {
    mockApi({ 'PUT /api/listings/listing-1': () => json({ message: 'boom' }, 503), 'GET /api/config': CONFIG, 'PUT /api/optimizer/draft': DRAFT_SAVED });
    renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved locally but failed to sync: Failed to update listing: 503')).toBeInTheDocument();
  });

  it('copies everything with a 2 s confirmation, and only warns without a clipboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<Harness />);
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

  describe('what the seller is told about the text (issue 10 §5)', () => {
    const CHANGES = ['Bullet 4: removed a phone number; contact details are not allowed', 'Search terms repacked into the byte budget'];

    async function generateWith(extra: object) {
      mockApi({
        'POST /api/extract-insights': () => json(ANALYSIS),
        'GET /api/prompts/defaults': () => json(DEFAULT_PROMPTS),
        'POST /api/generate': () => json({ ...RESULT, ...extra }),
        'GET /api/config': CONFIG,
        'PUT /api/optimizer/draft': DRAFT_SAVED,
      });
      await analyse(flowStore);
      await generate(flowStore);
    }

    it('lists what was changed and why, under its own heading', async () => {
      await generateWith({ changes: CHANGES });
      renderWithApp(<Harness />);
      const section = screen.getByRole('region', { name: 'What we changed and why' });
      expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CHANGES);
    });

    it('says so when there is nothing to report', async () => {
      await generateWith({ changes: [] });
      renderWithApp(<Harness />);
      expect(screen.getByRole('region', { name: 'What we changed and why' })).toHaveTextContent('Nothing to report');
    });

    it('shows the thin-material guidance beside the field it concerns, and drops it once the seller fills the field', async () => {
      renderWithApp(<Harness />);
      const bullets = screen.getByRole('region', { name: 'Bullet points' });
      const items = within(bullets).getAllByRole('listitem');
      const stage = RESULT.stage_3_optimization;
      const length = (text: string) => [...text].length;
      // The fixture's bullets are far below the 2025 policy's 300–350 characters.
      expect(within(items[0]!).getByTestId('guidance')).toHaveTextContent(
        `Bullet 1 has ${length(stage.optimized_bullet_points[0]!)} characters; the policy's target is 300–350. Add a fact about material`,
      );
      expect(within(items[1]!).getByTestId('guidance')).toHaveTextContent(`Bullet 2 has ${length(stage.optimized_bullet_points[1]!)} characters`);
      expect(within(screen.getByRole('region', { name: 'Backend search terms' })).getByTestId('guidance')).toHaveTextContent(
        `The search terms have ${stage.backend_search_terms.length} bytes`,
      );
      expect(within(screen.getByRole('region', { name: 'Description' })).getByTestId('guidance')).toHaveTextContent('The description has');

      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      const first = screen.getByRole('textbox', { name: 'Bullet point 1' });
      await userEvent.click(first);
      await userEvent.paste(' Double-walled 18/8 stainless steel keeps ice for 24 hours and coffee hot for 12; the powder coat grips when wet, the wide mouth takes ice cubes and a brush, and the lid seals with a silicone gasket so the bottle can ride sideways in a backpack without leaking onto your laptop.');
      await waitFor(() => expect(within(screen.getAllByRole('listitem')[0]!).queryByTestId('guidance')).toBeNull());
      expect(within(screen.getByRole('region', { name: 'Bullet points' })).getAllByTestId('guidance')).toHaveLength(1);
    });
  });
});
