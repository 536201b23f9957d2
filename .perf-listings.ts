import { startApp, confirmedSeller } from './bench/compare/app-server.ts';
import { createListing, loadListings } from './bench/compare/listings-load.ts';
const root = process.argv[2] ?? process.cwd();
const app = await startApp(root);
try {
  const s = await confirmedSeller(app.origin);
  await createListing(app.origin, s.token);
  await loadListings(app.origin, s.token, { connections: 50, seconds: 3 });
  for (let i = 0; i < Number(process.argv[3] ?? 1); i++) console.log(root, JSON.stringify(await loadListings(app.origin, s.token, { connections: 50, seconds: 10 })));
} finally { await app.close(); }
