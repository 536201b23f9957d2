import { describe, expect, it } from 'vitest';
import { INPUT, INSIGHTS, RESULT } from '../testing/fixtures';
import { flowReducer, initialFlow, NO_OPTIMIZATION, NO_OUTPUT, type FlowState } from './flow-steps';

const PROMPTS = { titlePrompt: 't', bulletPrompt: 'b', keywordPrompt: 'k', descriptionPrompt: 'd' };

const analysed = (): FlowState =>
  flowReducer(flowReducer({ ...initialFlow('u'), input: INPUT }, { type: 'analysis-started' }), {
    type: 'analysis-succeeded',
    insights: INSIGHTS,
    prompts: PROMPTS,
    analysisId: 'a-1',
    analysedInput: INPUT,
  });

describe('the optimizer steps (SPEC §4)', () => {
  it('a new analysis clears the insights, prompts and listing of the run before it, and keeps the form', () => {
    const generated = flowReducer(analysed(), { type: 'generation-finished', result: RESULT });
    const again = flowReducer({ ...generated, error: { message: 'old', credits: false } }, { type: 'analysis-started' });
    expect(again).toMatchObject({ step: 'analyzing', insights: null, prompts: null, analysisId: null, result: null, content: null, error: null, input: INPUT });
  });

  it('a failed analysis returns to the start with the message; a failed generation keeps the analysis', () => {
    const failed = flowReducer(flowReducer(initialFlow('u'), { type: 'analysis-started' }), { type: 'analysis-failed', error: { message: 'No credits', credits: true } });
    expect(failed).toMatchObject({ step: 'start', error: { message: 'No credits', credits: true } });
    const generating = flowReducer(analysed(), { type: 'generation-started' });
    const lost = flowReducer(generating, { type: 'generation-failed', error: { message: 'Timed out', credits: false } });
    expect(lost).toMatchObject({ step: 'analyzed', insights: INSIGHTS, prompts: PROMPTS, error: { message: 'Timed out' } });
  });

  it('an answer without a listing, or without its optimization, is the SPEC §8 error and shows no output', () => {
    const generating = flowReducer(analysed(), { type: 'generation-started' });
    expect(flowReducer(generating, { type: 'generation-finished', result: null })).toMatchObject({ step: 'analyzed', error: { message: NO_OUTPUT }, content: null });
    const partial = flowReducer(generating, { type: 'generation-finished', result: { listing_id: 'x' } });
    expect(partial).toMatchObject({ step: 'analyzed', error: { message: NO_OPTIMIZATION, raw: expect.stringContaining('"listing_id": "x"') }, content: null });
  });

  it('progress counts only while generating, and prompts filled for replaced insights are dropped', () => {
    expect(flowReducer(analysed(), { type: 'generation-progress', progress: ['title'] }).progress).toEqual([]);
    const generating = flowReducer(analysed(), { type: 'generation-started' });
    expect(flowReducer(generating, { type: 'generation-progress', progress: ['title'] }).progress).toEqual(['title']);
    const state = analysed();
    expect(flowReducer(state, { type: 'prompts-filled', prompts: { ...PROMPTS, titlePrompt: 'new' }, insights: { ...INSIGHTS } }).prompts).toBe(PROMPTS);
    expect(flowReducer(state, { type: 'prompts-filled', prompts: { ...PROMPTS, titlePrompt: 'new' }, insights: state.insights! }).prompts!.titlePrompt).toBe('new');
  });

  it('a restored draft resumes at the step its content says', () => {
    const restored = flowReducer({ ...initialFlow('u'), restoring: true }, { type: 'restored', snapshot: { ...analysed(), result: RESULT, content: { title: 'T', bullets: [], description: '', backend: '' } } });
    expect(restored).toMatchObject({ step: 'generated', restoring: false, error: null });
  });
});
