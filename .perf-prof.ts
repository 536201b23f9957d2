import { startApp, confirmedSeller } from './bench/compare/app-server.ts';
import { createListing, loadListings } from './bench/compare/listings-load.ts';
process.env.NODE_OPTIONS = '--cpu-prof --cpu-prof-dir=/tmp/perf-prof';
const app = await startApp(process.cwd());
delete process.env.NODE_OPTIONS;
try {
  const s = await confirmedSeller(app.origin);
  await createListing(app.origin, s.token);
  console.log(JSON.stringify(await loadListings(app.origin, s.token, { connections: 50, seconds: 15 })));
} finally { await app.close(); }
