// The anchor of `vfl-bench parse --anchor PATH`: parses every line of a corpus file with
// autolayout.js's visual format parser (its PEG.js grammar; `outFormat: 'raw'` keeps only the
// parse, as `vfl-bench parse` times only ours) and prints one JSON line like vfl-bench's.
//
//   node Scripts/autolayoutjs-parse.js AUTOLAYOUT_JS CORPUS RUNS
//   node Scripts/autolayoutjs-parse.js AUTOLAYOUT_JS CORPUS --accepted OUT
//
// The second form writes the formats it accepts to OUT, one a line: its grammar lacks parts of
// Apple's (metric names and negative numbers in connections, for example), so the two parsers
// are timed on the formats both read.
//
// AUTOLAYOUT_JS is autolayout.js's `dist/autolayout.js` (MIT; not part of this project: clone
// https://github.com/IjzerenHein/autolayout.js or `npm pack autolayout`). A format it rejects
// throws; that is caught and counted, as our parser's diagnostics are.
'use strict';
const fs = require('fs');
const [libraryPath, corpusPath, runsText, acceptedPath] = process.argv.slice(2);
const AutoLayout = require(require('path').resolve(libraryPath));
const formats = fs.readFileSync(corpusPath, 'utf8').split('\n').filter((line) => line.length > 0);
if (runsText === '--accepted') {
  const accepted = formats.filter((format) => {
    try { AutoLayout.VisualFormat.parseLine(format, { outFormat: 'raw' }); return true; } catch (error) { return false; }
  });
  fs.writeFileSync(acceptedPath, accepted.map((format) => format + '\n').join(''));
  process.exit(0);
}
const bytes = formats.reduce((sum, format) => sum + Buffer.byteLength(format, 'utf8'), 0);
const runs = Math.max(1, parseInt(runsText || '7', 10));
const options = { outFormat: 'raw' };
let rejected = 0;
const times = [];
for (let run = 0; run < runs; run++) {
  rejected = 0;
  const start = process.hrtime.bigint();
  for (const format of formats) {
    try { AutoLayout.VisualFormat.parseLine(format, options); } catch (error) { rejected++; }
  }
  times.push(Number(process.hrtime.bigint() - start) / 1e9);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(JSON.stringify({
  bench: 'parse_anchor', parser: 'autolayout.js', node: process.version, formats: formats.length, bytes,
  rejected, runs, unit: 's', median, mb_per_s: bytes / median / 1e6, formats_per_s: formats.length / median,
}));
