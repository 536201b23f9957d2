// The app runs on the Node that package.json pins (the `node` package puts it first on an npm
// script's PATH). Started some other way on an older Node, it stops with a clear message instead
// of failing later on a missing API (decision 0018).
const required = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < required) {
  console.error(
    `Listcraft needs Node ${required} or newer; this is ${process.version}. ` +
      'Run it through npm (npm start, npm run worker), which uses the Node pinned in package.json.',
  );
  process.exit(1);
}
console.log(`Listcraft on Node ${process.version}`);
