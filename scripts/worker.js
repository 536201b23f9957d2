// `npm run worker`: background jobs only, no web server (see the README's Deployment section).
// Compiled the same way as `npm start`.
import './node-version.js';
import { buildServer } from './build-server.js';

await import(await buildServer('worker'));
