// One GET timed from sending it to its first byte and to its last, reading the answer as a stream
// and counting its lines, in a process of its own: run from the bench process, whose heap held the
// generated trust, the client's own garbage collection added about 300 ms to a 29 MB report. A
// browser tab downloading a report carries no such heap.
// The headers come in TIMED_FETCH_HEADERS (JSON), so the token stays off the command line.
const [url] = process.argv.slice(2);
const headers = JSON.parse(process.env.TIMED_FETCH_HEADERS ?? '{}');
// Node loads its fetch on the first call (about 30 ms), which a browser's ready fetch does not pay:
// one request for the public settings first, so the clock starts with the download itself.
await (await fetch(new URL('/api/settings', url))).arrayBuffer();
const started = performance.now();
const response = await fetch(url, { headers });
let firstByteMs = null;
let bytes = 0;
let lines = 0;
for await (const chunk of response.body ?? []) {
  firstByteMs ??= performance.now() - started;
  bytes += chunk.byteLength;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
}
const ms = performance.now() - started;
process.stdout.write(
  JSON.stringify({
    ms,
    firstByteMs: firstByteMs ?? ms,
    bytes,
    lines,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
  }),
);
