// A local Netgsm double for tests and development (plain Node HTTP, loopback only). It speaks
// Netgsm's REST v2 SMS API (README.md here) and keeps what it received in memory:
//   POST /sms/rest/v2/send       Basic auth; checks usercode/password (30), the body (70), the
//                                sender title (40), İYS (51), the text (20), 20 a minute per
//                                number (85); answers { code: '00', jobid, description }
//   POST /sms/rest/v2/report     Basic auth; { jobids, startdate, stopdate } → { code, jobs }
//   GET  /sms/rest/v2/msgheader  the account's sender titles
//   GET  /__messages             every accepted message with its report status (test only)
//   DELETE /__messages           forget them
//   POST /__double/fail          { mode, count?, endpoint? }: the next request(s) fail
//   POST /__double/reject        { numbers }: these numbers' reports say 3 (wrong number)
//   POST /__double/status        { jobid, status }: force a report status (11, 13, 0…)
//   POST /__double/reset         messages, switches and rejections all cleared
// Run: node scripts/sms-double/server.mjs --port 4300 (credentials from the environment).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  DESCRIPTIONS, STATUS, messageParts, netgsmDate, operatorOf, parseBasicAuth, validateReport, validateSend,
} from './protocol.mjs';

const list = (value) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
/** Any way a test writes a number ('05…', '5…', '905…') → the 10 digits Netgsm keeps. */
const tenDigits = (n) => String(n).replace(/\D/g, '').slice(-10);

export function optionsFromEnv(env = process.env, argv = process.argv.slice(2)) {
  const portFlag = argv.indexOf('--port');
  return {
    port: Number(portFlag >= 0 ? argv[portFlag + 1] : env.SMS_DOUBLE_PORT ?? 4300),
    usercode: env.SMS_DOUBLE_USERCODE ?? env.NETGSM_USERCODE ?? '',
    password: env.SMS_DOUBLE_PASSWORD ?? env.NETGSM_PASSWORD ?? '',
    headers: list(env.SMS_DOUBLE_HEADERS ?? env.NETGSM_HEADER),
    deliverAfterMs: Number(env.SMS_DOUBLE_DELIVER_AFTER_MS ?? 0),
    rejectedNumbers: list(env.SMS_DOUBLE_REJECTED),
  };
}

async function readJson(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1024 * 1024) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function startSmsDouble(options = {}) {
  const opts = { ...optionsFromEnv({}, []), ...options };
  const messages = []; // accepted, in order: { jobid, no, msg, msgheader, encoding, turkish, iysfilter, at, deliverAt… }
  const failures = []; // switches: { mode, count, endpoint }
  const rejected = new Set(opts.rejectedNumbers.map(tenDigits));
  const forced = new Map(); // jobid → status
  let counter = 0;

  function statusOf(m, now = Date.now()) {
    if (forced.has(m.jobid)) return forced.get(m.jobid);
    if (rejected.has(m.no) || !m.no.startsWith('5')) return STATUS.WRONG_NUMBER;
    if (m.duplicate) return STATUS.DUPLICATE;
    return now < Date.parse(m.deliverAt) ? STATUS.PENDING : STATUS.DELIVERED;
  }
  const received = () => messages.map((m) => ({ ...m, status: statusOf(m) }));

  function takeFailure(endpoint) {
    const i = failures.findIndex((f) => f.endpoint === endpoint);
    if (i < 0) return null;
    const f = failures[i];
    if (--f.count <= 0) failures.splice(i, 1);
    return f.mode;
  }

  function accept(valid) {
    // Netgsm's job ids are long digit strings ("17377215342605050417149344"); one per request.
    const jobid = `${Date.now()}${String(++counter).padStart(13, '0')}`;
    const at = new Date();
    for (const m of valid.messages) {
      // Netgsm's duplicate filter: the same text to the same number within an hour [UNCERTAIN window].
      const duplicate = messages.some((p) => p.no === m.no && p.msg === m.msg && at - Date.parse(p.at) < 3_600_000);
      messages.push({
        jobid, no: m.no, msg: m.msg, msgheader: valid.msgheader, encoding: valid.encoding, turkish: valid.turkish,
        iysfilter: valid.iysfilter, referansID: valid.referansID, at: at.toISOString(), duplicate,
        // Fixed when accepted, as an operator's delivery is: changing deliverAfterMs later moves only new ones.
        deliverAt: new Date(at.getTime() + opts.deliverAfterMs).toISOString(),
      });
    }
    return jobid;
  }

  const tooMany = (valid) => valid.messages.some((m) =>
    messages.filter((p) => p.no === m.no && Date.now() - Date.parse(p.at) < 60_000).length >= 20);

  function reportRows(query) {
    const wanted = query.jobids ? new Set(query.jobids) : null;
    return messages
      .filter((m) => (!wanted || wanted.has(m.jobid)) && Date.parse(m.at) >= query.start.getTime() && Date.parse(m.at) <= query.stop.getTime())
      .map((m) => {
        const status = statusOf(m);
        return {
          jobid: m.jobid, number: m.no, status, operator: operatorOf(m.no), msglen: messageParts(m.msg, m.turkish),
          deliveredDate: status === STATUS.DELIVERED ? netgsmDate(new Date(m.deliverAt)) : '',
          errorCode: 0, ...(m.referansID ? { referansID: m.referansID } : {}),
        };
      });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    const refuse = (code, extra) => json(406, { code, description: DESCRIPTIONS[code] ?? 'error', ...extra });
    const authorized = () => {
      const auth = parseBasicAuth(req.headers.authorization);
      return auth !== null && auth.user === opts.usercode && auth.pass === opts.password && opts.usercode !== '';
    };
    // A failure switch: no answer until the client gives up, a bare 500, or a Netgsm code.
    const misbehave = (mode, extra) => {
      if (mode === 'timeout' || mode === 'timeout-accepted') return; // the socket closes when the client aborts
      if (mode === '500') return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>500 Internal Server Error</h1>');
      refuse(mode, extra);
    };
    const isJson = () => (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');

    try {
      if (url.pathname === '/sms/rest/v2/send' && req.method === 'POST') {
        if (!authorized()) return refuse('30', { jobid: null });
        const body = isJson() ? await readJson(req) : undefined;
        const valid = validateSend(body, opts);
        if (valid.code) return refuse(valid.code, { jobid: null });
        const mode = takeFailure('send');
        if (mode === 'timeout-accepted') accept(valid); // Netgsm took it; the answer never arrives
        if (mode) return misbehave(mode, { jobid: null });
        if (tooMany(valid)) return refuse('85', { jobid: null });
        return json(200, { code: '00', jobid: accept(valid), description: DESCRIPTIONS['00'] });
      }
      if (url.pathname === '/sms/rest/v2/report' && req.method === 'POST') {
        if (!authorized()) return refuse('30', { jobs: null });
        const query = validateReport(isJson() ? await readJson(req) : undefined);
        if (query.code) return refuse(query.code, { jobs: null });
        const mode = takeFailure('report');
        if (mode) return misbehave(mode, { jobs: null });
        const rows = reportRows(query);
        if (rows.length === 0) return refuse('60', { jobs: null });
        const page = rows.slice(query.pagenumber * query.pagesize, (query.pagenumber + 1) * query.pagesize);
        return json(200, { code: '00', description: 'success', jobs: page });
      }
      if (url.pathname === '/sms/rest/v2/msgheader' && req.method === 'GET') {
        if (!authorized()) return refuse('30', { msgheaders: null });
        return json(200, { code: '00', description: 'success', msgheaders: opts.headers });
      }

      if (url.pathname === '/__messages' && req.method === 'GET') return json(200, received());
      if (url.pathname === '/__messages' && req.method === 'DELETE') { messages.length = 0; return json(200, []); }
      if (req.method === 'POST' && url.pathname.startsWith('/__double/')) {
        const body = (await readJson(req)) ?? {};
        if (url.pathname === '/__double/fail') double.failNext(body.mode, body);
        else if (url.pathname === '/__double/reject') for (const n of body.numbers ?? []) double.reject(n);
        else if (url.pathname === '/__double/status') double.setStatus(String(body.jobid), Number(body.status));
        else if (url.pathname === '/__double/reset') double.reset();
        else return json(404, { error: 'not found' });
        return json(200, { failures, rejected: [...rejected] });
      }
      json(404, { error: 'not found' });
    } catch (error) {
      json(400, { error: String(error?.message ?? error) });
    }
  });

  await new Promise((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  const double = {
    url: `http://127.0.0.1:${server.address().port}`,
    options: opts,
    /** Accepted messages with their current report status. */
    received,
    /** The next `count` (1) requests to `endpoint` ('send') fail: 'timeout', 'timeout-accepted', '500' or a code ('30', '80', '85'…). */
    failNext(mode, { count = 1, endpoint = 'send' } = {}) {
      if (!mode) failures.length = 0;
      else failures.push({ mode: String(mode), count: Number(count), endpoint });
    },
    reject(number) { rejected.add(tenDigits(number)); },
    setStatus(jobid, status) { forced.set(jobid, status); },
    reset() { messages.length = 0; failures.length = 0; rejected.clear(); forced.clear(); },
    async close() {
      server.closeAllConnections(); // requests left hanging by 'timeout' included
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return double;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = optionsFromEnv();
  if (!options.usercode || !options.password || options.headers.length === 0) {
    console.error('Set NETGSM_USERCODE, NETGSM_PASSWORD and NETGSM_HEADER (or SMS_DOUBLE_USERCODE, SMS_DOUBLE_PASSWORD, SMS_DOUBLE_HEADERS): the values the app sends.');
    process.exit(1);
  }
  const double = await startSmsDouble(options);
  console.log(`Netgsm double on ${double.url} (sender titles: ${options.headers.join(', ')})`);
  const stop = () => { void double.close().then(() => process.exit(0)); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
