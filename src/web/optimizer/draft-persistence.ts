import { DEFAULT_PROFILE_ID } from '../../rules/profiles';
import { ApiError } from '../api/http';
import type { ListingContent } from '../listings/content';
import { clearDraft, fetchDraft, saveDraft } from './optimizer-api';
import type { DraftAnswer, DraftForm, GenerateResult, Insights, OptimizerInput, Prompts, Stage3 } from './types';

/**
 * The one owner of the optimizer's persisted draft. The flow is kept in this browser at once (so a
 * reload, or a session that ends mid-flow, loses nothing typed) and the form is sent to the server
 * shortly after each change (so another device or a new sign-in resumes it). The paid analysis and
 * its latest listing are the server's: it links them to the draft when they are saved, so even an
 * answer this browser never received comes back.
 */

/** What the optimizer flow keeps of itself. */
export interface FlowSnapshot {
  input: OptimizerInput;
  profileId: string;
  prompts: Prompts | null;
  insights: Insights | null;
  /** The stored, paid analysis the insights come from. */
  analysisId: string | null;
  /** The listing as it was analysed; generation needs the same product text. */
  analysedInput: OptimizerInput | null;
  result: GenerateResult | null;
  content: ListingContent | null;
  savedAt: string | null;
}

export interface SyncState {
  /** Form changes not yet on the server. */
  unsynced: boolean;
  /** "Start a new listing" not yet on the server. */
  resetPending: boolean;
  /** When the seller last changed the form, by this browser's clock. */
  formSavedAt: string;
  /** The server's `updated_at` as last seen here: an older answer is a stale read, not news. */
  serverVersion?: string | null;
}

interface LocalRecord {
  version: 2;
  snapshot: FlowSnapshot;
  sync: SyncState;
}

export const MARKETPLACE = 'US' as const;
export const DRAFT_SYNC_DELAY_MS = 800;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const storageKey = (ownerId: string) => `listcraft:optimizer:${ownerId}`;
const SYNCED: SyncState = { unsynced: false, resetPending: false, formSavedAt: new Date(0).toISOString() };

export function contentFromStage3(stage: Partial<Stage3> | undefined): ListingContent {
  return {
    title: stage?.optimized_titles?.[0] ?? '',
    bullets: stage?.optimized_bullet_points ?? [],
    description: stage?.product_description ?? '',
    backend: stage?.backend_search_terms ?? '',
  };
}

function readRecord(ownerId: string): LocalRecord | null {
  try {
    const text = localStorage.getItem(storageKey(ownerId));
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<LocalRecord> & Partial<FlowSnapshot>;
    if (stored.version === 2 && stored.snapshot && stored.sync) return stored as LocalRecord;
    // A copy from before analyses were stored: keep what was typed; its insights paid for nothing we can find.
    if (!stored.input) return null;
    const snapshot: FlowSnapshot = {
      input: stored.input,
      profileId: stored.profileId || DEFAULT_PROFILE_ID,
      prompts: null,
      insights: null,
      analysisId: null,
      analysedInput: null,
      result: stored.result ?? null,
      content: stored.content ?? null,
      savedAt: stored.savedAt ?? null,
    };
    return { version: 2, snapshot, sync: { ...SYNCED, unsynced: true, formSavedAt: new Date().toISOString() } };
  } catch {
    return null;
  }
}

function formOf(snapshot: FlowSnapshot, savedAt: string): DraftForm {
  return {
    input: snapshot.input,
    profileId: snapshot.profileId,
    marketplace: MARKETPLACE,
    prompts: snapshot.prompts,
    promptsAnalysisId: snapshot.prompts ? snapshot.analysisId : null,
    savedAt,
  };
}

/**
 * Puts the server's draft together with this browser's copy. The browser's form wins while it has
 * changes the server has not seen; otherwise the server's (perhaps typed on another device) does.
 * The analysis and its listing always follow the server, which holds what was paid for.
 */
export function mergeDraft(local: FlowSnapshot, sync: SyncState, server: DraftAnswer): { snapshot: FlowSnapshot; needsPrompts: boolean } {
  // The server still holds the flow the seller started over from here.
  if (sync.resetPending) return { snapshot: local, needsPrompts: false };
  let next: FlowSnapshot = { ...local };
  const { form, analysis, listing } = server;
  const stale = !!sync.serverVersion && !!server.updated_at && server.updated_at < sync.serverVersion;
  if (form && !sync.unsynced && !stale) next = { ...next, input: form.input, profileId: form.profileId };

  if (!analysis) {
    // Nothing paid for to generate from (the seller started over elsewhere): keep only the form.
    next = { ...next, insights: null, prompts: null, analysisId: null, analysedInput: null, result: null, content: null, savedAt: null };
    return { snapshot: next, needsPrompts: false };
  }
  const serverPrompts = form?.promptsAnalysisId === analysis.analysis_id ? form.prompts : null;
  if (next.analysisId !== analysis.analysis_id) {
    // Analysed on another device, or this browser never heard back: the server's analysis wins.
    next = {
      ...next,
      analysisId: analysis.analysis_id,
      insights: analysis.insights,
      analysedInput: analysis.input,
      prompts: serverPrompts,
      result: null,
      content: null,
      savedAt: null,
    };
    if (!form && !sync.unsynced) next.input = analysis.input;
  } else {
    next = { ...next, analysedInput: analysis.input, insights: next.insights ?? analysis.insights };
    if (serverPrompts && !sync.unsynced) next.prompts = serverPrompts;
  }
  if (listing && next.result?.listing_id !== listing.listing_id) {
    next = {
      ...next,
      result: {
        listing_id: listing.listing_id,
        analysis_id: analysis.analysis_id,
        stage_3_optimization: listing.stage_3_optimization,
        profile: listing.profile,
        marketplace: listing.marketplace,
        engine: listing.engine,
      },
      content: contentFromStage3(listing.stage_3_optimization),
      savedAt: null,
    };
  } else if (listing && next.result && !sameStage3(next.result.stage_3_optimization, listing.stage_3_optimization)) {
    // The same listing with other text: restored or edited on the dashboard (issue 25). The text
    // follows the server; the generation's audit and coverage stay, as the listing's "before".
    next = {
      ...next,
      result: { ...next.result, stage_3_optimization: listing.stage_3_optimization },
      content: contentFromStage3(listing.stage_3_optimization),
      savedAt: null,
    };
  }
  return { snapshot: next, needsPrompts: next.prompts === null };
}

const sameStage3 = (a: Partial<Stage3> | undefined, b: Partial<Stage3> | undefined) => JSON.stringify(contentFromStage3(a)) === JSON.stringify(contentFromStage3(b)) && JSON.stringify(a?.optimized_titles ?? []) === JSON.stringify(b?.optimized_titles ?? []);

const retryable = (error: unknown) =>
  error instanceof TypeError || (error instanceof ApiError && (error.status === 429 || error.status >= 500));

export function createDraftPersistence(options: { delayMs?: number } = {}) {
  const delayMs = options.delayMs ?? DRAFT_SYNC_DELAY_MS;
  let owner: string | null = null;
  let record: LocalRecord | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let attempt = 0;

  const write = () => {
    if (!owner || !record) return;
    try {
      localStorage.setItem(storageKey(owner), JSON.stringify(record));
    } catch {
      // Storage full or disabled: the server copy still follows.
    }
  };

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void sync(), ms);
  };

  /** Sends what the server has not seen: first a pending "start over", then the form. */
  function sync(): Promise<void> {
    clearTimeout(timer);
    if (running) {
      again = true;
      return running;
    }
    const syncing = owner;
    running = (async () => {
      do {
        again = false;
        if (!record || owner !== syncing) return;
        if (record.sync.resetPending) {
          await clearDraft();
          if (owner !== syncing) return;
          record = { ...record, sync: { ...record.sync, resetPending: false } };
          write();
        }
        if (record.sync.unsynced) {
          const stamp = record.sync.formSavedAt;
          const serverVersion = (await saveDraft(formOf(record.snapshot, stamp)))?.updated_at ?? null;
          if (owner !== syncing) return;
          // A change made while the request was out stays unsynced and goes next.
          if (record.sync.formSavedAt === stamp) record = { ...record, sync: { ...record.sync, unsynced: false, serverVersion } };
          else {
            record = { ...record, sync: { ...record.sync, serverVersion } };
            again = true;
          }
          write();
        }
      } while (again);
      attempt = 0;
    })()
      .catch((error: unknown) => {
        // A 401 ends the session (the page says so); signing in again resumes here. Refusals such
        // as a draft over the size limit wait for the next change.
        if (!retryable(error) || owner !== syncing) return;
        const retryAfter = error instanceof ApiError ? (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
        schedule(retryAfter ? retryAfter * 1000 : RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!);
      })
      .finally(() => {
        running = null;
        // Another seller signed in while this ran: their changes go now.
        if (again && owner !== syncing) void sync();
      });
    return running;
  }

  return {
    /** Binds to a seller and returns the copy this browser keeps for them, without the network. */
    open(ownerId: string): FlowSnapshot | null {
      clearTimeout(timer);
      attempt = 0;
      owner = ownerId;
      record = readRecord(ownerId);
      return record?.snapshot ?? null;
    },

    /** Keeps a change in this browser now; form changes reach the server shortly after. */
    save(snapshot: FlowSnapshot, change: { form: boolean }) {
      if (!owner) return;
      const sync = { ...(record?.sync ?? SYNCED) };
      if (change.form) {
        sync.unsynced = true;
        sync.formSavedAt = new Date().toISOString();
      }
      record = { version: 2, snapshot, sync };
      write();
      if (change.form) schedule(delayMs);
    },

    /** Reads the server's draft; null when it cannot be read (offline, signed out, another seller since). */
    async fetch(): Promise<DraftAnswer | null> {
      const reading = owner;
      // Changes on their way (a "start over", a form) land first, so the answer includes them.
      await running?.catch(() => {});
      try {
        const server = await fetchDraft();
        if (owner !== reading || !server) return null;
        if (record && server.updated_at && (!record.sync.serverVersion || server.updated_at > record.sync.serverVersion)) {
          record = { ...record, sync: { ...record.sync, serverVersion: server.updated_at } };
        }
        return server;
      } catch {
        return null;
      }
    },

    /** The server's draft merged into `current`, which must be read after the draft arrived. */
    merge(current: FlowSnapshot, server: DraftAnswer) {
      return mergeDraft(current, record?.sync ?? SYNCED, server);
    },

    /** Sends pending changes now (after a restore, or a sign-in again). */
    sync,

    /** "Start a new listing": `fresh` replaces the copy here at once, and the server forgets as soon as it can be told. */
    clear(fresh: FlowSnapshot) {
      if (!owner) return;
      record = { version: 2, snapshot: fresh, sync: { ...SYNCED, resetPending: true } };
      write();
      void sync();
    },

    /**
     * Stops syncing for this seller: the pending save is dropped and a request already out is
     * ignored when it answers. What is kept in this browser stays. Nothing is sent afterwards, so
     * a test's draft save cannot land in the next test.
     */
    close() {
      clearTimeout(timer);
      timer = undefined;
      attempt = 0;
      again = false;
      owner = null;
      record = null;
    },

    /** The state of the copy kept here (tests, and the page's "saved" hints). */
    syncState(): SyncState | null {
      return record ? { ...record.sync } : null;
    },
  };
}

export type DraftPersistence = ReturnType<typeof createDraftPersistence>;
