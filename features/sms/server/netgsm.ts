import 'server-only';
// Netgsm (netgsm.com.tr) behind the SmsProvider interface, over its REST v2 JSON API.
//
// Protocol: Netgsm "REST v2" SMS API, as published by Netgsm itself in
//   - github.com/netgsm/netgsm-sms-js (@netgsm/sms 1.1.x): openapi.json ("NETGSM SMS API"
//     1.0.0), src/netgsm.ts and src/enums.ts (SendSmsErrorCode, ReportErrorCode, SmsStatus);
//   - github.com/netgsm/netgsm-sms-python: the table of codes answered with HTTP 406;
//   - github.com/netgsm/sms (Laravel package) README: the Turkish meanings of report statuses;
//   - www.netgsm.com.tr/dokuman, the reference all three point to (not readable from here).
// Send:   POST {base}/sms/rest/v2/send, Basic auth (usercode:password), JSON
//         { msgheader, encoding?: 'TR', iysfilter: '0', messages: [{ msg, no }] }
//         → 200 { code: '00', jobid, description } or 406 { code: '20'|'30'|…, jobid: null, description }.
// Report: POST {base}/sms/rest/v2/report, Basic auth, JSON { jobids, startdate, stopdate, pagesize }
//         → 200 { code: '00', jobs: [{ jobid, number, status, operator, msglen, deliveredDate, errorCode }] }
//         or 406 { code: '30'|'60'|'70'|'80'|'100'|'110' }.
// Why REST v2 and not the older GET /sms/send/get: the password travels in a header, not in a
// URL that proxies and access logs keep, and both answers are JSON with the same codes.
//
// Assumptions where the sources are thin or disagree:
//   - Numbers: the OpenAPI pattern for messages[].no is ^[0-9]{10}$ and every official example
//     is '5XXXXXXXXX', so '05xxxxxxxxx' is sent without its 0 (community code also sends 90…);
//     the same 10 digits, as features/sms/rules gives them, pass unchanged.
//   - encoding: 'TR' (SDK README; the Python SDK writes 'tr') only for Turkish text; otherwise
//     the field is left out, as both SDKs advise.
//   - iysfilter '0' = informational, no İYS check: we only send transactional messages.
//   - Error answers: the code is read from the JSON whatever the HTTP status (406 per the SDKs;
//     some integrations report 200), and only then does the HTTP status decide.
//   - Report: the OpenAPI marks startdate/stopdate required while the Python docs say "jobids
//     or dates"; we send both, dates as 'dd.MM.yyyy HH:mm:ss' Istanbul time over the last
//     `reportWindowDays` (7). Code 60 (no record) means "not in the report yet" → pending.
//     At most 50 job ids per query (a limit reported by a Netgsm user, not in the SDKs).
//   - A timeout after Netgsm accepted a message is indistinguishable from one before: it is
//     retried (the interface's rule); Netgsm's own duplicate filter (report status 13) then
//     keeps the same text from reaching the same number twice within a short time.
//   - '01'/'02' (older API: a start or stop date was corrected) still carry a job id: accepted.
// Nothing here logs; the Authorization header lives only in this closure, never in a result.
import {
  INVALID_NUMBER, REPORT_BATCH, deliveryReportFor, reportAnswerFor, reportWindow, sendResultFor,
  toNetgsmNumber, type NetgsmAnswer, type NetgsmJob,
} from './netgsm-codes';
import { SmsReportError, type SmsDeliveryReport, type SmsMessage, type SmsProvider, type SmsSendResult } from './provider';

export const NETGSM_API_BASE = 'https://api.netgsm.com.tr';

export interface NetgsmOptions {
  /** https://api.netgsm.com.tr in production; the double's URL in tests and journeys. */
  baseUrl?: string;
  /** The subscriber number or API sub-user Netgsm gives ("kullanıcı kodu"). */
  usercode: string;
  password: string;
  /** The sender title ("mesaj başlığı") defined on the Netgsm account. */
  header: string;
  /** Per request, body included. Default 10 s. */
  timeoutMs?: number;
  /** How far back the report query looks. Default 7 days. */
  reportWindowDays?: number;
  /** For tests: the clock of the report window. */
  now?: () => Date;
}

export function createNetgsmProvider(options: NetgsmOptions): SmsProvider {
  const base = (options.baseUrl ?? NETGSM_API_BASE).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const windowDays = options.reportWindowDays ?? 7;
  const now = options.now ?? (() => new Date());
  const authorization = `Basic ${Buffer.from(`${options.usercode}:${options.password}`, 'utf8').toString('base64')}`;
  const header = options.header;

  /** POSTs JSON and reads the whole answer under one deadline: a body that stalls is a timeout too. */
  async function post(path: string, payload: unknown): Promise<NetgsmAnswer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
      });
      const text = await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined; // an HTML error page from a proxy, an empty 500…
      }
      return { kind: 'answer', status: res.status, body };
    } catch {
      // The error itself is not passed on: it names the URL and nothing more useful.
      return controller.signal.aborted ? { kind: 'timeout', timeoutMs } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
    }
  }

  async function send(message: SmsMessage): Promise<SmsSendResult> {
    const no = toNetgsmNumber(message.to);
    if (!no) return INVALID_NUMBER;
    return sendResultFor(await post('/sms/rest/v2/send', {
      msgheader: header,
      messages: [{ msg: message.text, no }],
      ...(message.turkish ? { encoding: 'TR' } : {}),
      iysfilter: '0',
    }));
  }

  async function report(providerIds: string[]): Promise<SmsDeliveryReport[]> {
    const ids = [...new Set(providerIds)];
    const found = new Map<string, NetgsmJob>();
    for (let i = 0; i < ids.length; i += REPORT_BATCH) {
      const answer = reportAnswerFor(await post('/sms/rest/v2/report', {
        jobids: ids.slice(i, i + REPORT_BATCH),
        ...reportWindow(now(), windowDays),
        pagenumber: 0,
        pagesize: 100,
      }));
      if (!answer.ok) throw new SmsReportError(answer.code, answer.retry, answer.error);
      // One message per send, so one row per job id; if Netgsm ever lists more, the first counts.
      for (const job of answer.jobs) if (!found.has(job.jobid)) found.set(job.jobid, job);
    }
    return providerIds.map((id) => deliveryReportFor(id, found.get(id)));
  }

  return { name: 'netgsm', send, report };
}
