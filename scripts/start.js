// `npm start`. Plain JavaScript so it needs no loader: it compiles the server with esbuild when
// the sources changed, then runs the bundle: the web server, and the background jobs beside it
// unless START_WORKER=false.
import './node-version.js';
import { buildServer } from './build-server.js';

await import(await buildServer('main'));
