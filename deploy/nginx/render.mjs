// Renders deploy/nginx/salon.conf.template (the cache tier in front of the app servers) for
// given app servers, port and folders. Two forms:
// - renderSalonConfig: the http{}-context file an operator puts in /etc/nginx/conf.d/;
// - renderStandaloneConfig: a whole nginx.conf confined to one prefix folder (pid, logs,
//   temporary files, cache), which the tests and the bench run (deploy/nginx/local.mjs).
// CLI: node deploy/nginx/render.mjs --upstream HOST:PORT [--upstream …] [--listen 80]
//        [--cache-dir /var/cache/nginx/salon] [--micro-cache-seconds 5] [--access-log PATH]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'salon.conf.template');

export const DEFAULTS = {
  listen: '80',
  cacheDir: '/var/cache/nginx/salon',
  cacheMaxSize: '1g',
  microCacheSeconds: 5,
  accessLog: '/var/log/nginx/salon-access.log',
  /** A server failing this often within failTimeoutSeconds is left out for that long. */
  maxFails: 2,
  failTimeoutSeconds: 10,
};

/**
 * @param {{ upstreams: string[], listen?: string, cacheDir?: string, cacheMaxSize?: string,
 *   microCacheSeconds?: number, accessLog?: string, maxFails?: number,
 *   failTimeoutSeconds?: number, extraLocations?: string }} options
 */
export function renderSalonConfig(options) {
  const o = { ...DEFAULTS, ...options };
  if (!o.upstreams?.length) throw new Error('at least one app server (host:port) is needed');
  for (const upstream of o.upstreams) {
    if (!/^[\w.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/.test(upstream)) throw new Error(`not host:port: ${upstream}`);
  }
  if (!Number.isInteger(o.microCacheSeconds) || o.microCacheSeconds < 1) throw new Error('microCacheSeconds must be a whole number ≥ 1');
  const values = {
    UPSTREAM_SERVERS: o.upstreams.map((u) => `    server ${u} max_fails=${o.maxFails} fail_timeout=${o.failTimeoutSeconds}s;`).join('\n'),
    LISTEN: o.listen,
    CACHE_DIR: o.cacheDir,
    CACHE_MAX_SIZE: o.cacheMaxSize,
    MICRO_CACHE_SECONDS: String(o.microCacheSeconds),
    ACCESS_LOG: o.accessLog,
    EXTRA_LOCATIONS: o.extraLocations ?? '',
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`salon.conf.template: unknown placeholder ${whole}`);
    return values[name];
  });
}

/**
 * A whole nginx.conf whose every file is under `prefix`, for `nginx -p prefix -c nginx.conf
 * -e prefix/error.log -g 'daemon off;'`: nothing of the system's nginx (its port 80, its
 * folders under /var) is used.
 * @param {string} prefix
 * @param {Parameters<typeof renderSalonConfig>[0] & { workers?: number }} options
 */
export function renderStandaloneConfig(prefix, options) {
  const inPrefix = (name) => path.join(prefix, name);
  // Started as root, nginx would run its workers as 'nobody', who cannot write to a private
  // temporary folder; otherwise the directive is ignored with a warning, so it is left out.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes ${options.workers ?? 1};
pid ${inPrefix('nginx.pid')};
error_log ${inPrefix('error.log')} warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  client_body_temp_path ${inPrefix('temp/body')};
  proxy_temp_path ${inPrefix('temp/proxy')};
  fastcgi_temp_path ${inPrefix('temp/fastcgi')};
  uwsgi_temp_path ${inPrefix('temp/uwsgi')};
  scgi_temp_path ${inPrefix('temp/scgi')};
${renderSalonConfig({ cacheDir: inPrefix('cache'), accessLog: inPrefix('access.log'), ...options })}
}
`;
}

function parseArgs(argv) {
  const options = { upstreams: [] };
  const names = {
    '--listen': 'listen', '--cache-dir': 'cacheDir', '--cache-max-size': 'cacheMaxSize', '--access-log': 'accessLog',
    '--micro-cache-seconds': 'microCacheSeconds', '--max-fails': 'maxFails', '--fail-timeout-seconds': 'failTimeoutSeconds',
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--upstream') options.upstreams.push(value);
    else if (names[flag]) options[names[flag]] = /seconds|fails/i.test(names[flag]) ? Number(value) : value;
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.stdout.write(renderSalonConfig(parseArgs(process.argv.slice(2))));
  } catch (error) {
    console.error(`render.mjs: ${error.message}`);
    process.exit(1);
  }
}
