import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from './nginxConfig.ts';
import { LOCAL_TLS_NAMES, localTls, parseOptions } from './options.ts';
import { parseApiUpstream } from './apiUpstream.ts';
import { loadSiteTenants } from './loadSiteTenants.ts';

const SERVE = { single: ['port', 'api', 'root', 'csp-report'], flags: ['demo', 'tls'] } as const;

describe('npm run serve -- --tls', () => {
  it('is a flag that takes no value and goes with the other options', () => {
    const { single, flags } = parseOptions(['--tls', '--port', '9443'], SERVE);
    expect(flags.has('tls')).toBe(true);
    expect(single.port).toBe('9443');
    expect(() => parseOptions(['--tls=yes'], SERVE)).toThrow(/--tls takes no value/);
  });

  it('makes a one-day P-256 certificate for localhost and 127.0.0.1 in the given directory', () => {
    const tls = localTls(8443, '/tmp/serve-tls-x');
    expect(tls.certificate).toBe('/tmp/serve-tls-x/cert.pem');
    expect(tls.key).toBe('/tmp/serve-tls-x/key.pem');
    const args = tls.openssl.join(' ');
    expect(args).toContain('req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes');
    expect(args).toContain('-days 1 -subj /CN=localhost');
    expect(args).toContain('-addext subjectAltName=DNS:localhost,IP:127.0.0.1');
    expect(args).toContain('-keyout /tmp/serve-tls-x/key.pem -out /tmp/serve-tls-x/cert.pem');
    expect(LOCAL_TLS_NAMES).toEqual(['DNS:localhost', 'IP:127.0.0.1']);
  });

  it('listens with TLS on the loopback port and plain http on the next one', () => {
    const tls = localTls(8443, '/tmp/d');
    expect(tls.tlsListen).toBe('127.0.0.1:8443');
    expect(tls.plainListen).toBe('127.0.0.1:8444');
    expect(() => localTls(65535, '/tmp/d')).toThrow(/--port/);
  });

  it('puts the redirecting plain http on another port when one is given (the bench: two free ones)', () => {
    const tls = localTls(41000, '/tmp/d', 39000);
    expect(tls.tlsListen).toBe('127.0.0.1:41000');
    expect(tls.plainListen).toBe('127.0.0.1:39000');
    expect(() => localTls(41000, '/tmp/d', 41000)).toThrow(/plain http port/);
  });

  it('renders a config serving HTTP/2 over TLS with the throwaway certificate', () => {
    const loaded = loadSiteTenants();
    if (!loaded.ok) throw new Error(loaded.report);
    const tls = localTls(8443, '/tmp/d');
    const conf = renderNginxConfig({
      tenants: loaded.tenants,
      root: '/srv/dist',
      api: parseApiUpstream('http://127.0.0.1:9000'),
      listen: [tls.plainListen],
      tls: { listen: [tls.tlsListen], certificate: tls.certificate, key: tls.key },
      demo: true,
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    expect(conf).toContain('listen 127.0.0.1:8443 ssl http2 default_server;');
    expect(conf).toContain('ssl_certificate /tmp/d/cert.pem;');
    expect(conf).toContain('ssl_certificate_key /tmp/d/key.pem;');
    expect(conf).toContain('brotli_static on;');
    expect(conf).toContain('listen 127.0.0.1:8444');
  });
});
