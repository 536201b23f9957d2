import { readListing } from './src/writer/editor/read/index.js';
import { FIXTURES } from './src/writer/editor/testing/fixtures.js';
for (const [k, f] of Object.entries(FIXTURES)) {
  const r = readListing(f);
  console.log('==', k, '|', f.title);
  for (const x of r.sheet.facts) console.log(' ', x.kind.padEnd(13), JSON.stringify(x.text), x.source.field, x.source.index ?? '', x.quantities?.map(q=>q.measures).join(',') ?? '');
}
