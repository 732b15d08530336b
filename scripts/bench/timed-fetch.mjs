// One GET timed from sending it to the last byte of the answer, in a process of its own: run from the
// bench process, whose heap holds the whole generated trust, the client's own garbage collection added
// about 300 ms to a 29 MB report. A browser tab downloading a report carries no such heap.
// The headers come in TIMED_FETCH_HEADERS (JSON), so the token stays off the command line.
const [url] = process.argv.slice(2);
const headers = JSON.parse(process.env.TIMED_FETCH_HEADERS ?? '{}');
const started = performance.now();
const response = await fetch(url, { headers });
const body = await response.arrayBuffer();
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, bytes: body.byteLength, status: response.status }));
