import { describe, expect, it } from 'vitest';
import { splitFrames } from './cdpPipe.ts';

describe("Chromium's DevTools pipe", () => {
  it('cuts messages at each NUL and keeps an unfinished one for the next chunk', () => {
    const first = splitFrames('', '{"id":1}\0{"id":2}\0{"met');
    expect(first).toEqual({ frames: ['{"id":1}', '{"id":2}'], rest: '{"met' });
    expect(splitFrames(first.rest, 'hod":"x"}\0')).toEqual({
      frames: ['{"method":"x"}'],
      rest: '',
    });
  });
});
