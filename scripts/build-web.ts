// `npm run build:web`: builds the web app into dist/web when it is missing or its sources changed,
// as `npm start` does. `npm test` runs it before the unit and end-to-end tests, so the budget test
// and Playwright's server use one build instead of making one each (the budget test's own build ran
// inside the timed unit run, beside the tests, on a 2-core machine).
import { ensureWebBuild } from '../src/server/http/web-build.js';

ensureWebBuild((message) => console.log(message));
