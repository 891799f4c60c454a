// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseApiUpstream } from './apiUpstream.ts';

describe('--api', () => {
  it('takes an http or https origin', () => {
    expect(parseApiUpstream('https://API.example.com/')).toEqual({
      origin: 'https://api.example.com',
      tls: true,
      host: 'api.example.com',
    });
    expect(parseApiUpstream('http://127.0.0.1:8787').origin).toBe('http://127.0.0.1:8787');
  });

  it.each(['api.example.com', 'https://api.example.com/wps', 'http://a.test;b', "http://a'.test"])(
    'refuses %s, which would change the config',
    (value) => {
      expect(() => parseApiUpstream(value)).toThrow(/--api must be an http\(s\) origin/);
    },
  );
});
