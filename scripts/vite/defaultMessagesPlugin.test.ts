import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutDefaultMessages } from './defaultMessagesPlugin.ts';

const strip = (code: string) => withoutDefaultMessages(code, parseAst(code), 'x.js')?.code ?? null;

describe("the product build's message descriptors", () => {
  it('keep their ids and lose their English, wherever they are declared', () => {
    const code = [
      "const m = defineMessages({ title: { id: 'a.title', defaultMessage: 'Log in' },",
      "  wait: { defaultMessage: `Please wait`, id: 'a.wait', description: 'x' } });",
      "jsx(FormattedMessage, { id: 'a.back', defaultMessage: 'Back' });",
      "intl.formatMessage({ 'id': 'a.count', 'defaultMessage': '{n} taps' }, { n });",
    ].join('\n');
    expect(strip(code)).toBe(
      [
        "const m = defineMessages({ title: { id: 'a.title' },",
        "  wait: { id: 'a.wait', description: 'x' } });",
        "jsx(FormattedMessage, { id: 'a.back' });",
        "intl.formatMessage({ 'id': 'a.count' }, { n });",
      ].join('\n'),
    );
  });

  it('leave alone what is not a written-out descriptor', () => {
    expect(strip("const o = { defaultMessage: 'no id here' };")).toBeNull();
    expect(strip("const o = { id: key, defaultMessage: 'id computed' };")).toBeNull();
    expect(strip("const o = { id: 'a', defaultMessage: `hi ${name}` };")).toBeNull();
    expect(strip("const o = { id: 'a', defaultMessage: text };")).toBeNull();
  });
});
