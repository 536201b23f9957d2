import { FakeAmazon } from './fake-amazon.js';

/**
 * The fake Amazon as a process of its own, for the browser journey (playwright.amazon.config.ts):
 * listens on E2E_AMAZON_PORT, answers the consent page for one seller, and takes seeded listings
 * on /__fake/items.
 */
const fake = new FakeAmazon();
fake.control = true;
fake.catalog.useSampleReports();
await fake.start(Number(process.env.E2E_AMAZON_PORT));
process.stdout.write(`fake Amazon on ${fake.url}\n`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
